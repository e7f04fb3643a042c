import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addAmsterdamDays, amsterdamDate } from '../../shared/amsterdam-time';
import { activityByTitle } from '../../shared/catalogue';
import { parseRateText } from '../../shared/pricing';
import { now } from '../lib/clock';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { disablePassword } from '../modules/auth/service';
import { createAccount, findUserByEmail } from '../modules/accounts/service';
import { addSlot } from '../modules/availability/service';
import { inviteToInterview, slotsOf } from '../modules/expert/service';
import type { Database } from './client';
import { reviews } from './schema/buddies';
import { users } from './schema/users';
import {
  buddyEmail,
  DEMO_EXPERT_EMAIL,
  DEMO_PASSWORD,
  SEED_ACCOUNTS,
  SEED_BUDDIES,
  SEED_CANDIDATES,
  type SeedBuddy,
} from './seed-data';

/**
 * The demo data: the 10 bundled buddies as approved accounts with activities and
 * reviews, three applicants still being vetted, and a demo learner, moderator and learning
 * expert. Idempotent: existing accounts (matched by email) are left as they are.
 */
export async function seedDemo(
  db: Database,
  { log }: { log?: Pick<FastifyBaseLogger, 'info'> } = {},
): Promise<void> {
  let passwordHash: string | undefined;
  // One hash for the shared, published demo password keeps every start fast.
  const demoHash = async () => (passwordHash ??= await hashPassword(DEMO_PASSWORD));
  let created = 0;

  for (const account of SEED_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    await createAccount(db, { ...account, passwordHash: await demoHash() });
    created++;
  }
  for (const buddy of SEED_BUDDIES) {
    if (await findUserByEmail(db, buddyEmail(buddy.slug))) continue;
    const { id } = await seedBuddy(db, buddy, await demoHash());
    for (const slot of DEMO_AVAILABILITY) await addSlot(db, id, slot);
    created++;
  }
  for (const candidate of SEED_CANDIDATES) {
    if (await findUserByEmail(db, buddyEmail(candidate.slug))) continue;
    const interview = candidate.status === 'interview_scheduled';
    const buddy = await seedBuddy(db, candidate, await demoHash(), {
      status: candidate.status === 'interview_scheduled' ? 'expert_review' : candidate.status,
      note: candidate.note,
    });
    // The interview is booked the way an expert books one: the status move, the invitation mail.
    const expert = interview ? await findUserByEmail(db, DEMO_EXPERT_EMAIL) : undefined;
    if (expert) {
      const slot = await demoInterviewSlot(db, expert.id);
      await inviteToInterview(db, { userId: expert.id }, buddy.id, { timeSlot: slot });
    }
    created++;
  }
  if (created > 0) log?.info({ created }, 'demo data seeded');
}

/**
 * Every bundled buddy's weekly availability, so that learners see open times to book from:
 * weekday evenings and Saturday late mornings, for a year.
 */
const DEMO_AVAILABILITY = [
  {
    day: 0,
    startTime: '17:00',
    endTime: '20:00',
    repeat: { type: 'weekly', frequency: 5, duration: 52 },
  },
  {
    day: 5,
    startTime: '10:00',
    endTime: '14:00',
    repeat: { type: 'weekly', frequency: 1, duration: 52 },
  },
] as const;

/** The expert's first free slot from 10:00 on, from tomorrow on (weekdays have slots). */
async function demoInterviewSlot(db: Database, expertId: string): Promise<string> {
  for (let day = addAmsterdamDays(now(), 1); ; day = addAmsterdamDays(day, 1)) {
    const slots = await slotsOf(db, { userId: expertId }, amsterdamDate(day));
    const free = slots.find((slot) => slot.free && slot.time >= '10:00');
    if (free) return free.startsAt;
  }
}

/** The bundled buddies went through moderation and the expert's interview long ago. */
const SEED_BUDDY_NOTE = 'Bundled demo buddy: moderated and interviewed before launch';

async function seedBuddy(
  db: Database,
  buddy: SeedBuddy,
  passwordHash: string,
  vetting?: { status: 'pending' | 'expert_review'; note: string },
): Promise<{ id: string }> {
  const activities = Object.entries(buddy.activities).map(
    ([title, [description, location, rate]]) => {
      const activity = activityByTitle(title);
      const range = parseRateText(rate);
      if (!activity || !range) throw new Error(`bad seed activity ${title} for ${buddy.slug}`);
      return {
        activityId: activity.id,
        description,
        location,
        rateMinCents: range.minCents,
        rateMaxCents: range.maxCents,
      };
    },
  );
  const user = await createAccount(db, {
    role: 'buddy',
    email: buddyEmail(buddy.slug),
    fullName: buddy.fullName,
    passwordHash,
    // The bundled buddies have portraits; an applicant shows their initials.
    photo: vetting ? undefined : `/images/buddies/${buddy.slug}.svg`,
    buddy: {
      slug: buddy.slug,
      description: buddy.description,
      about: buddy.about,
      location: buddy.location,
      availability: buddy.availability,
      languages: buddy.languages,
      activities,
      initial: vetting ?? { status: 'approved', note: SEED_BUDDY_NOTE },
    },
  });
  await db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerifiedAt: now() }).where(eq(users.id, user.id));
    if (buddy.reviews.length > 0) {
      await tx.insert(reviews).values(
        buddy.reviews.map((r) => ({
          buddyId: user.id,
          reviewerName: r.name,
          rating: r.rating,
          text: r.text,
        })),
      );
    }
  });
  return user;
}

/**
 * A real deployment must not hold accounts anyone can sign in to with the password in our
 * README. Demo accounts whose password is still the published one lose it (a reset link gives
 * the owner a new one) and their sessions end; the log says how many.
 */
export async function disableDemoPasswords(db: Database, log: Pick<FastifyBaseLogger, 'warn'>) {
  const emails = [
    ...SEED_ACCOUNTS.map((a) => a.email),
    ...[...SEED_BUDDIES, ...SEED_CANDIDATES].map((b) => buddyEmail(b.slug)),
  ];
  const accounts = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  // The seed gives every demo account one shared hash: each distinct hash is checked once.
  const published = new Set<string>();
  for (const hash of new Set(accounts.map((a) => a.passwordHash))) {
    if (await verifyPassword(DEMO_PASSWORD, hash)) published.add(hash);
  }
  const exposed = accounts.filter((a) => published.has(a.passwordHash));
  if (exposed.length === 0) return;
  await db.transaction(async (tx) => {
    for (const account of exposed) {
      await disablePassword(tx, account.id);
    }
  });
  log.warn(
    { accounts: exposed.length },
    'demo accounts with the published demo password found: their password is disabled (a reset link sets a new one)',
  );
}
