import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The catalogue (src/shared/catalogue.ts) mirrored in the database for references. */
export const activities = pgTable('activities', {
  id: text('id').primaryKey(),
  title: text('title').notNull().unique(),
  groupId: text('group_id').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const buddyProfiles = pgTable(
  'buddy_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    about: text('about'),
    location: text('location').notNull().default('Amsterdam'),
    availability: text('availability'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{English}'::text[]`),
    teachesEnglish: boolean('teaches_english').notNull().default(true),
    teachesDutch: boolean('teaches_dutch').notNull().default(false),
    published: boolean('published').notNull().default(false),
    /**
     * The buddy's full name and description, kept by database triggers (migration 0005) so that
     * one trigram index serves the free-text search.
     */
    searchText: text('search_text').notNull().default(''),
    /** Random per buddy, for a stable "random" order and sampling without sorting the table. */
    shuffleKey: integer('shuffle_key')
      .notNull()
      .default(sql`floor(random() * 2147483647)::int`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buddy_profiles_slug_key').on(t.slug),
    index('buddy_profiles_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('buddy_profiles_published_slug_idx')
      .on(t.slug)
      .where(sql`${t.published}`),
    index('buddy_profiles_published_english_idx')
      .on(t.shuffleKey)
      .where(sql`${t.published} and ${t.teachesEnglish}`),
  ],
);

export const buddyActivities = pgTable(
  'buddy_activities',
  {
    buddyId: uuid('buddy_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id),
    description: text('description').notNull(),
    location: text('location').notNull(),
    rateMinCents: integer('rate_min_cents').notNull(),
    rateMaxCents: integer('rate_max_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.buddyId, t.activityId] }),
    index('buddy_activities_activity_idx').on(t.activityId, t.buddyId),
    check(
      'buddy_activities_rate_check',
      sql`${t.rateMinCents} >= 1000 and ${t.rateMaxCents} >= ${t.rateMinCents}`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buddyId: uuid('buddy_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the reviewer's account is deleted: the review stays with its display name. */
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_buddy_idx').on(t.buddyId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
