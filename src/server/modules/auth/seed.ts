import { buddyEmail, SEED_BUDDIES, SEED_CANDIDATES } from '../../db/seed-data';
import type { DemoSeed } from '../../lib/server-module';
import { markEmailVerified } from './repository';

/** The demo buddies' addresses count as verified, as a vetted buddy's would be. */
export async function verifyDemoBuddyEmails({ db, accounts }: DemoSeed) {
  for (const buddy of [...SEED_BUDDIES, ...SEED_CANDIDATES]) {
    const account = accounts.get(buddyEmail(buddy.slug));
    if (account?.created) await markEmailVerified(db, account.id);
  }
}
