import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './users';

/**
 * Reviews apart from the buddies' tables: a review points at its session, and a session at the
 * buddies' activities, so in one file with them the two schema files would import each other.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** History outlives the account: deletion anonymises the buddy's row (decision 010). */
    buddyId: uuid('buddy_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Null once the reviewer's account is deleted: the review stays with its display name. */
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    /** The completed session reviewed; one review per session (seeded reviews have none). */
    sessionId: uuid('session_id')
      .unique()
      .references(() => sessions.id, { onDelete: 'restrict' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_buddy_idx').on(t.buddyId, t.createdAt),
    // A buddy's average rating, which the list sorts by, from the index alone.
    index('reviews_buddy_rating_idx').on(t.buddyId, t.rating),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
