import { buddyEmail, SEED_BUDDIES } from '../../db/seed-data';
import type { DemoSeed } from '../../lib/server-module';
import { addSlot } from './service';

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

export async function seedDemoAvailability({ db, accounts }: DemoSeed) {
  for (const buddy of SEED_BUDDIES) {
    const account = accounts.get(buddyEmail(buddy.slug));
    if (!account?.created) continue;
    for (const slot of DEMO_AVAILABILITY) await addSlot(db, account.id, slot);
  }
}
