import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The buddies a learner saved (decision 057), and whether a saved buddy opened new times since:
 * the learner's dashboard shows it, and a daily mail tells them once.
 */
export const favourites = pgTable(
  'favourites',
  {
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buddyId: uuid('buddy_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the buddy last added open time after being saved; null while they have not. */
    newTimesAt: timestamp('new_times_at', { withTimezone: true }),
    /** Whether the learner was mailed about (or needs no mail for) `newTimesAt`. */
    newTimesMailed: boolean('new_times_mailed').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.learnerId, t.buddyId] }),
    // A learner's list, newest first.
    index('favourites_learner_idx').on(t.learnerId, t.createdAt.desc()),
    // The learners told when a buddy opens new times.
    index('favourites_buddy_idx').on(t.buddyId),
    // The digest's unmailed news of a learner.
    index('favourites_unmailed_idx')
      .on(t.learnerId)
      .where(sql`not ${t.newTimesMailed}`),
  ],
);
