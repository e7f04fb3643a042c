import { eq } from 'drizzle-orm';
import {
  availabilityDaysOff,
  availabilitySlots,
  openTimeSummaries,
} from '../../db/schema/availability';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/**
 * A buddy's availability slots and days off (their travel time is on the buddy profile), and the
 * summary of their open times drawn from them.
 */
export const availabilityPersonalData: PersonalDataContract = {
  module: 'availability',
  tables: tableNames(availabilitySlots, availabilityDaysOff, openTimeSummaries),
  async exportFor(db, user) {
    const [slots, daysOff, summary] = await Promise.all([
      rowsAbout(db, availabilitySlots, eq(availabilitySlots.buddyId, user.id)),
      rowsAbout(db, availabilityDaysOff, eq(availabilityDaysOff.buddyId, user.id)),
      rowsAbout(db, openTimeSummaries, eq(openTimeSummaries.buddyId, user.id)),
    ]);
    return { slots, daysOff, summary };
  },
  async eraseFor(tx, user) {
    // A buddy's open times are theirs alone: deleted (booked sessions keep their own times).
    await tx.delete(availabilitySlots).where(eq(availabilitySlots.buddyId, user.id));
    await tx.delete(availabilityDaysOff).where(eq(availabilityDaysOff.buddyId, user.id));
    await tx.delete(openTimeSummaries).where(eq(openTimeSummaries.buddyId, user.id));
  },
};
