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
import { TRAVEL_BUFFER_MAX } from '../../../shared/availability';
import { DEFAULT_MEETING_PLACE } from '../../../shared/discovery';
import { DISTRICT_IDS, type DistrictId } from '../../../shared/districts';
import { LANGUAGES } from '../../../shared/languages';
import {
  PROFILE_STATUSES,
  STATUS_ACTORS,
  type ProfileStatus,
  type StatusActor,
} from '../../../shared/buddy-status';
import { knownOnes, oneOf } from './checks';
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
    location: text('location').notNull().default(DEFAULT_MEETING_PLACE),
    availability: text('availability'),
    /** Kept free before and after each booked session for getting there (decision 029). */
    travelBufferMinutes: smallint('travel_buffer_minutes').notNull().default(0),
    /** The one truth about languages (src/shared/languages.ts): known ones, at least one. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{English}'::text[]`),
    /** The districts where the buddy meets learners (DISTRICT_IDS, decision 057). */
    districts: text('districts')
      .array()
      .$type<DistrictId[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    // The list's district filter: buddies meeting in any of some districts (`&&`).
    index('buddy_profiles_districts_idx').using('gin', t.districts),
    // The landing page's random English buddies walk this; visibility is checked in users.
    index('buddy_profiles_english_shuffle_idx')
      .on(t.shuffleKey)
      .where(sql`'English' = any(${t.languages})`),
    check(
      'buddy_profiles_travel_buffer_check',
      sql`${t.travelBufferMinutes} between 0 and ${sql.raw(String(TRAVEL_BUFFER_MAX))}`,
    ),
    check('buddy_profiles_districts_check', sql`${t.districts} <@ ${knownOnes(DISTRICT_IDS)}`),
    check(
      'buddy_profiles_languages_check',
      sql`cardinality(${t.languages}) > 0 and ${t.languages} <@ array[${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))}]::text[]`,
    ),
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
    /**
     * Learners book this activity's open times at once, without the buddy's answer (decision
     * 057): at the activity's place.
     */
    instantBooking: boolean('instant_booking').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.buddyId, t.activityId] }),
    index('buddy_activities_activity_idx').on(t.activityId, t.buddyId),
    // A buddy's lowest rate, which the list sorts and filters by.
    index('buddy_activities_rate_idx').on(t.buddyId, t.rateMinCents),
    check(
      'buddy_activities_rate_check',
      sql`${t.rateMinCents} >= 1000 and ${t.rateMaxCents} >= ${t.rateMinCents}`,
    ),
  ],
);

/**
 * Append-only: one row per change of an account's status (a buddy's way through vetting, a
 * learner's or buddy's suspension), the first one (from null) at a buddy's creation. Rows are
 * never updated or deleted; they outlive the accounts involved (decision 010).
 */
export const accountStatusChanges = pgTable(
  'account_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The staff member who made the change; null for the system, or once their account is gone. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<StatusActor>().notNull(),
    fromStatus: text('from_status').$type<ProfileStatus>(),
    toStatus: text('to_status').$type<ProfileStatus>().notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_status_changes_user_idx').on(t.userId, t.at),
    check('account_status_changes_actor_role_check', oneOf(t.actorRole, STATUS_ACTORS)),
    check(
      'account_status_changes_status_check',
      sql`(${t.fromStatus} is null or ${oneOf(t.fromStatus, PROFILE_STATUSES)}) and ${oneOf(t.toStatus, PROFILE_STATUSES)}`,
    ),
  ],
);
