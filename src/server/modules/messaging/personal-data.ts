import { eq, or } from 'drizzle-orm';
import { MESSAGE_MAX_LENGTH } from '../../../shared/messaging';
import { conversations, messages } from '../../db/schema/messaging';
import {
  rewriteMentions,
  rowsAbout,
  tableNames,
  type PersonalDataContract,
} from '../../lib/personal-data';

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
  async eraseFor(tx, user) {
    // The user's own side of their conversations is theirs alone: deleted. The other side's
    // stays, and shows 'Deleted user' (the name is read from the account).
    await tx.delete(conversations).where(eq(conversations.ownerId, user.id));
    // Messages are both sides' record of the exchange (decision 010): their texts stay, with the
    // user's name, email or phone in them anonymised.
    await rewriteMentions(tx, user, messages, {
      key: messages.id,
      columns: [messages.content],
      where: or(eq(messages.senderId, user.id), eq(messages.receiverId, user.id)),
      maxLength: MESSAGE_MAX_LENGTH,
    });
  },
};
