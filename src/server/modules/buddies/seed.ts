import { buddyEmail, SEED_BUDDIES, SEED_CANDIDATES } from '../../db/seed-data';
import type { DemoSeed } from '../../lib/server-module';
import { insertReviews } from './repository';

/** What learners wrote about the bundled buddies, on their profiles from the start. */
export async function seedDemoReviews({ db, accounts }: DemoSeed) {
  for (const buddy of [...SEED_BUDDIES, ...SEED_CANDIDATES]) {
    const account = accounts.get(buddyEmail(buddy.slug));
    if (!account?.created || buddy.reviews.length === 0) continue;
    await insertReviews(
      db,
      buddy.reviews.map((r) => ({
        buddyId: account.id,
        reviewerName: r.name,
        rating: r.rating,
        text: r.text,
      })),
    );
  }
}
