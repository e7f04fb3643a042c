import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ProfileStatus } from '../../src/shared/buddy-status';
import { activityByTitle, type ActivityTitle } from '../../src/shared/catalogue';
import type { DistrictId } from '../../src/shared/districts';
import type { Database } from '../../src/server/db/client';
import { buddyActivities, buddyProfiles } from '../../src/server/db/schema/buddies';
import { reviews } from '../../src/server/db/schema/reviews';
import { currentHashCost, hashPassword } from '../../src/server/lib/passwords';
import { createAccount } from '../../src/server/modules/accounts/service';

export const TEST_PASSWORD = 'correct-horse-battery';

// Hashing at full cost takes about half a second: hash the shared test password once per cost.
// (Files share this module within a worker, and a file may raise the cost: sign-in-under-load.)
const hashes = new Map<string, Promise<string>>();
const testHash = () => {
  const { N, r, p } = currentHashCost();
  const key = `${N}$${r}$${p}`;
  let hash = hashes.get(key);
  if (!hash) hashes.set(key, (hash = hashPassword(TEST_PASSWORD)));
  return hash;
};

const unique = () => randomBytes(4).toString('hex');

export async function buildLearner(
  db: Database,
  overrides: { email?: string; fullName?: string } = {},
) {
  return createAccount(db, {
    role: 'learner',
    email: overrides.email ?? `learner-${unique()}@example.com`,
    fullName: overrides.fullName ?? 'Lea Learner',
    passwordHash: await testHash(),
  });
}

export async function buildStaff(db: Database, role: 'moderator' | 'learning_expert') {
  return createAccount(db, {
    role,
    email: `${role}-${unique()}@example.com`,
    fullName: role === 'moderator' ? 'Mo Moderator' : 'Ella Expert',
    passwordHash: await testHash(),
  });
}

export interface BuddyOptions {
  fullName?: string;
  slug?: string;
  description?: string;
  languages?: ('English' | 'Dutch')[];
  /** Approved (listed) unless said otherwise; the status log starts with it. */
  status?: ProfileStatus;
  activities?: Partial<
    Record<ActivityTitle, { minCents: number; maxCents?: number; instantBooking?: boolean }>
  >;
  /** Where they meet learners; none unless said. */
  districts?: DistrictId[];
  reviews?: { name: string; rating: number; text: string }[];
}

export async function buildBuddy(db: Database, options: BuddyOptions = {}) {
  const id = unique();
  const user = await createAccount(db, {
    role: 'buddy',
    email: `buddy-${id}@example.com`,
    fullName: options.fullName ?? `Bo Buddy ${id}`,
    passwordHash: await testHash(),
    photo: '/images/buddies/anna.svg',
    buddy: {
      slug: options.slug,
      description:
        options.description ??
        'I love long walks along the canals and talking about anything. Second sentence here.',
      languages: options.languages ?? ['English'],
      initial: { status: options.status ?? 'approved', note: 'Test buddy' },
    },
  });
  const offered = Object.entries(options.activities ?? { 'Coffee Chats': { minCents: 2500 } });
  if (offered.length > 0) {
    await db.insert(buddyActivities).values(
      offered.map(([title, rate]) => ({
        buddyId: user.id,
        activityId: activityByTitle(title)!.id,
        description: `${title} with me`,
        location: 'Amsterdam',
        rateMinCents: rate!.minCents,
        rateMaxCents: rate!.maxCents ?? rate!.minCents,
        instantBooking: rate!.instantBooking ?? false,
      })),
    );
  }
  if (options.districts) {
    await db
      .update(buddyProfiles)
      .set({ districts: options.districts })
      .where(eq(buddyProfiles.userId, user.id));
  }
  if (options.reviews?.length) {
    await db.insert(reviews).values(
      options.reviews.map((r) => ({
        buddyId: user.id,
        reviewerName: r.name,
        rating: r.rating,
        text: r.text,
      })),
    );
  }
  const [profile] = await db.select().from(buddyProfiles).where(eq(buddyProfiles.userId, user.id));
  return { user, profile: profile! };
}
