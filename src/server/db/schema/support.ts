import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  type SupportPriority,
  type SupportStatus,
} from '../../../shared/support';
import { oneOf } from './checks';
import { sessions } from './sessions';
import { users } from './users';

/** A question to the moderators, or a moderator's message to a user (receiver set). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    receiverId: uuid('receiver_id').references(() => users.id, { onDelete: 'restrict' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    priority: text('priority').$type<SupportPriority>().notNull().default('normal'),
    status: text('status').$type<SupportStatus>().notNull().default('open'),
    response: text('response'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** The session a report is about (no-show, problem), when it is about one. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_messages_sender_idx').on(t.senderId, t.createdAt.desc()),
    index('support_messages_receiver_idx').on(t.receiverId, t.createdAt.desc()),
    index('support_messages_queue_idx').on(t.status, t.createdAt.desc()),
    // Staff read the whole queue, newest first.
    index('support_messages_recent_idx').on(t.createdAt.desc()),
    check('support_messages_priority_check', oneOf(t.priority, SUPPORT_PRIORITIES)),
    check('support_messages_status_check', oneOf(t.status, SUPPORT_STATUSES)),
    check(
      'support_messages_text_check',
      sql`length(${t.subject}) between 1 and 200 and length(${t.content}) between 1 and 4000`,
    ),
  ],
);
