import { eq, or } from 'drizzle-orm';
import { supportMessages } from '../../db/schema/support';
import {
  rewriteMentions,
  rowsAbout,
  tableNames,
  type PersonalDataContract,
} from '../../lib/personal-data';

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
  async eraseFor(tx, user) {
    // The queue is the moderators' record (decision 010): messages stay, from 'Deleted user'
    // (the name is read from the account), and every text naming the user (their own, a report
    // the other side of a session filed, a moderator's answer) is anonymised.
    await rewriteMentions(tx, user, supportMessages, {
      key: supportMessages.id,
      columns: [supportMessages.subject],
      maxLength: 200,
    });
    await rewriteMentions(tx, user, supportMessages, {
      key: supportMessages.id,
      columns: [supportMessages.content, supportMessages.response],
      maxLength: 4000,
    });
    // A staff member who leaves leaves their messages unassigned, for the others to take.
    await tx
      .update(supportMessages)
      .set({ assignedTo: null })
      .where(eq(supportMessages.assignedTo, user.id));
  },
};
