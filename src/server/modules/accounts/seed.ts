import { activityByTitle } from '../../../shared/catalogue';
import { parseRateText } from '../../../shared/pricing';
import {
  buddyEmail,
  DEMO_PASSWORD,
  SEED_ACCOUNTS,
  SEED_BUDDIES,
  SEED_CANDIDATES,
  type SeedBuddy,
} from '../../db/seed-data';
import { hashPassword } from '../../lib/passwords';
import type { DemoSeed } from '../../lib/server-module';
import { createAccount, type NewAccount } from './service';
import { findUserByEmail } from './users';

/** The bundled buddies went through moderation and the expert's interview long ago. */
const SEED_BUDDY_NOTE = 'Bundled demo buddy: moderated and interviewed before launch';

/**
 * Every demo account: the demo learner, moderator and learning expert, the 10 bundled buddies as
 * approved accounts with their activities, and three applicants still being vetted. Existing
 * accounts (matched by email) are left as they are.
 */
export async function seedDemoAccounts({ db, accounts }: DemoSeed) {
  let passwordHash: string | undefined;
  // One hash for the shared, published demo password keeps every start fast.
  const demoHash = async () => (passwordHash ??= await hashPassword(DEMO_PASSWORD));
  const seed = async (account: Omit<NewAccount, 'passwordHash'>) => {
    const found = await findUserByEmail(db, account.email);
    const user = found ?? (await createAccount(db, { ...account, passwordHash: await demoHash() }));
    accounts.set(account.email, { id: user.id, created: !found });
  };

  for (const account of SEED_ACCOUNTS) await seed(account);
  for (const buddy of SEED_BUDDIES) {
    await seed(buddyAccount(buddy, { status: 'approved', note: SEED_BUDDY_NOTE }));
  }
  for (const candidate of SEED_CANDIDATES) {
    await seed(
      buddyAccount(candidate, {
        // The interview itself is the expert's step: until then the applicant waits for it.
        status: candidate.status === 'interview_scheduled' ? 'expert_review' : candidate.status,
        note: candidate.note,
      }),
    );
  }
}

function buddyAccount(
  buddy: SeedBuddy,
  initial: { status: 'approved' | 'pending' | 'expert_review'; note: string },
): Omit<NewAccount, 'passwordHash'> {
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
  return {
    role: 'buddy',
    email: buddyEmail(buddy.slug),
    fullName: buddy.fullName,
    // The bundled buddies have portraits; an applicant shows their initials.
    photo: initial.status === 'approved' ? `/images/buddies/${buddy.slug}.svg` : undefined,
    buddy: {
      slug: buddy.slug,
      description: buddy.description,
      about: buddy.about,
      location: buddy.location,
      availability: buddy.availability,
      languages: buddy.languages,
      districts: buddy.districts,
      activities,
      initial,
    },
  };
}
