import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_MAX_LENGTH } from '../../../shared/messaging';
import type { SessionLine } from '../../../shared/session-lines';
import { SESSION_LINE_KINDS } from '../../../shared/session-lines-schemas';
import { oneOf } from './checks';
import { sessions } from './sessions';
import { users } from './users';

/**
 * What one user wrote to another; a proposal's chat message links its session. A line about a
 * session is data (`line_kind` and `line_terms`, rendered in the reader's language), with the
 * sender's own words, if any, as its content.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    content: text('content').notNull(),
    lineKind: text('line_kind').$type<SessionLine['kind']>(),
    /** The session's terms as they were when the line was posted. */
    lineTerms: jsonb('line_terms').$type<Omit<SessionLine, 'kind'>>(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'restrict' }),
    /** The sender's key for this message: a retried send finds the first one, not a second. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the receiver was mailed about it (unread for a while); null while not. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    // One conversation, newest first, from either side.
    index('messages_pair_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A user's inbox: what they sent and what they received, newest first.
    index('messages_sender_idx').on(t.senderId, t.createdAt.desc(), t.id.desc()),
    index('messages_receiver_idx').on(t.receiverId, t.createdAt.desc(), t.id.desc()),
    index('messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('messages_client_key_idx')
      .on(t.senderId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    check(
      'messages_content_check',
      sql`length(${t.content}) between (case when ${t.lineKind} is null then 1 else 0 end) and ${sql.raw(String(MESSAGE_MAX_LENGTH))}`,
    ),
    check(
      'messages_line_check',
      sql`(${t.lineKind} is null) = (${t.lineTerms} is null) and (${t.lineKind} is null or ${t.sessionId} is not null)`,
    ),
    check('messages_line_kind_check', oneOf(t.lineKind, SESSION_LINE_KINDS)),
    check('messages_parties_check', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/**
 * Each user's side of each conversation, kept with every message: the last message, its time
 * and how many the owner has not read. The conversation list reads these rows only, however
 * many messages there are.
 */
export const conversations = pgTable(
  'conversations',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    counterpartId: uuid('counterpart_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    lastMessageId: uuid('last_message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'restrict' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    unreadCount: integer('unread_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.counterpartId] }),
    index('conversations_owner_recent_idx').on(t.ownerId, t.lastMessageAt.desc()),
  ],
);
