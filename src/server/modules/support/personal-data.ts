import { eq, or } from 'drizzle-orm';
import { supportMessages } from '../../db/schema/support';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/** Support messages the user sent, received, or was assigned as staff. */
export const supportPersonalData: PersonalDataContract = {
  module: 'support',
  tables: tableNames(supportMessages),
  async exportFor(db, user) {
    return {
      supportMessages: await rowsAbout(
        db,
        supportMessages,
        or(
          eq(supportMessages.senderId, user.id),
          eq(supportMessages.receiverId, user.id),
          eq(supportMessages.assignedTo, user.id),
        ),
      ),
    };
  },
};
