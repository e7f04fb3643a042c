import { eq, or } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema/messaging';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/** Messages sent and received, and the user's conversation list. */
export const messagingPersonalData: PersonalDataContract = {
  module: 'messaging',
  tables: tableNames(messages, conversations),
  async exportFor(db, user) {
    const [sentOrReceived, conversationList] = await Promise.all([
      rowsAbout(db, messages, or(eq(messages.senderId, user.id), eq(messages.receiverId, user.id))),
      rowsAbout(db, conversations, eq(conversations.ownerId, user.id)),
    ]);
    return { messages: sentOrReceived, conversations: conversationList };
  },
};
