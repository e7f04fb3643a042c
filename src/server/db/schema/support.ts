import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  type SupportPriority,
  type SupportStatus,
} from '../../../shared/support';
import { oneOf } from './checks';
import { sessions } from './sessions';
import { users } from './users';

/**
 * A question to the moderators, a report about a session (session set: only the server files
 * those), or a moderator's message to a user (receiver set).
 */
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
    /** The queue's priority: set by the server (reports: high) and by moderators, never a sender. */
    priority: text('priority').$type<SupportPriority>().notNull().default('normal'),
    /** The priority the sender asked for; null for what the server or staff filed. */
    requestedPriority: text('requested_priority').$type<SupportPriority>(),
    status: text('status').$type<SupportStatus>().notNull().default('open'),
    response: text('response'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** The session a report is about (no-show, problem), when it is about one. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'restrict' }),
    /**
     * The place in the moderators' queue, lowest first: work still open before done (+8),
     * session reports before messages (+4), then by priority (urgent 0 to low 3). Kept by the
     * database, so that a page of the queue is one index range (SupportCursor).
     */
    queueRank: smallint('queue_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`(case when status in ('resolved', 'closed') then 8 else 0 end)
          + (case when session_id is null then 4 else 0 end)
          + (case priority when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_messages_sender_idx').on(t.senderId, t.createdAt.desc()),
    index('support_messages_receiver_idx').on(t.receiverId, t.createdAt.desc()),
    index('support_messages_queue_idx').on(t.status, t.createdAt.desc()),
    // Moderators read the whole queue in its order, a page at a time.
    index('support_messages_queue_order_idx').on(t.queueRank, t.createdAt.desc(), t.id.desc()),
    check('support_messages_priority_check', oneOf(t.priority, SUPPORT_PRIORITIES)),
    check('support_messages_status_check', oneOf(t.status, SUPPORT_STATUSES)),
    check(
      'support_messages_requested_priority_check',
      oneOf(t.requestedPriority, SUPPORT_PRIORITIES),
    ),
    check(
      'support_messages_text_check',
      sql`length(${t.subject}) between 1 and 200 and length(${t.content}) between 1 and 4000`,
    ),
  ],
);
