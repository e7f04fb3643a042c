import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Work to do after a change commits (a mail now; reminders later), written in the change's own
 * transaction so it is never lost nor done for a change that rolled back. Workers in every app
 * process claim due rows, do the work outside any transaction and mark them done (decision 012).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler does the work, e.g. 'mail'. */
    topic: text('topic').notNull(),
    /** What the handler needs; cut down to what may be kept once done (no live links). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; past it, a worker that died is assumed gone. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Tried as long as its handler allows and failed: kept for moderators to see (dead letter). */
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    // What a worker claims: due work of the topics it handles (a topic nobody handles, mail
    // without SMTP_URL, piles up beside them unread).
    index('outbox_due_idx')
      .on(t.topic, t.nextAttemptAt)
      .where(sql`${t.doneAt} is null and ${t.givenUpAt} is null`),
    // enqueueOnce: is the same work waiting? A hash index, as payloads (mails) can be large.
    index('outbox_waiting_idx')
      .using('hash', t.payload)
      .where(sql`${t.doneAt} is null`),
  ],
);
