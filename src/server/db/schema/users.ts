import { isNull, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROFILE_STATUSES, type ProfileStatus } from '../../../shared/buddy-status';
import { DISTRICT_IDS, type DistrictId } from '../../../shared/districts';
import {
  BUDGET_MAX_CENTS,
  BUDGET_MIN_CENTS,
  LEARNING_GOALS,
  type LearningGoal,
} from '../../../shared/matching-form';
import { PROFICIENCY_LEVELS, type ProficiencyLevel } from '../../../shared/profiles';
import type { Role } from '../../../shared/roles';
import { knownOnes, oneOf } from './checks';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    phone: text('phone'),
    photo: text('photo'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The one status of the account (src/shared/buddy-status.ts); isApproved is derived. */
    profileStatus: text('profile_status').$type<ProfileStatus>().notNull().default('pending'),
    dataRetentionConsent: boolean('data_retention_consent').notNull().default(true),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /**
     * A learner's consent to the mail of their favourites' new times (decision 061): on unless
     * turned off, as it tells of buddies they chose to follow.
     */
    favouritesMailConsent: boolean('favourites_mail_consent').notNull().default(true),
    /** When the data retention consent was given (at sign-up) or last changed. */
    gdprConsentAt: timestamp('gdpr_consent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When marketing was last agreed to or declined in the settings; null while never chosen. */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    /**
     * The version of the terms of use (src/shared/legal.ts) the user accepted at sign-up, and
     * when (decision 048); null for accounts made without (staff, accounts older than the terms).
     */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When its owner deleted the account: the row stays as the tombstone that history points at,
     * its personal fields replaced (decisions 010, 034); no read of "who is this" finds it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(t.username),
    index('users_role_status_idx').on(t.role, t.profileStatus),
    // The moderators' list of accounts, newest first, read by keyset pages.
    index('users_created_at_idx').on(t.createdAt, t.id),
    // Listed buddies by name (whom a learner may write to), read 20 at a time.
    index('users_listed_name_idx')
      .on(t.fullName)
      .where(sql`${t.role} = 'buddy' and ${t.profileStatus} = 'approved'`),
    check(
      'users_role_check',
      sql`${t.role} in ('learner', 'buddy', 'moderator', 'learning_expert')`,
    ),
    check('users_profile_status_check', oneOf(t.profileStatus, PROFILE_STATUSES)),
    check('users_terms_check', sql`(${t.termsVersion} is null) = (${t.termsAcceptedAt} is null)`),
  ],
);

/**
 * Accounts that are someone: a deleted account's row stays as the tombstone history points at
 * (decision 034), and every read of who an email or an id is leaves it out with this.
 */
export const liveAccount = isNull(users.deletedAt);

/** A learner's profile with their matching form (decision 057). */
export const learnerProfiles = pgTable(
  'learner_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageLearning: text('language_learning').notNull().default('English'),
    /** PROFICIENCY_LEVELS; null while the learner has not said. */
    proficiencyLevel: text('proficiency_level').$type<ProficiencyLevel>(),
    availability: text('availability'),
    /** The availability grid: keys like Morning_0 (SPEC section 3, day 0 Monday). */
    availabilitySlots: text('availability_slots')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio'),
    interests: text('interests'),
    age: text('age'),
    gender: text('gender'),
    /** LEARNING_GOALS: what they want their conversations for. */
    goals: text('goals')
      .array()
      .$type<LearningGoal[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Catalogue activity ids they would like. */
    activityIds: text('activity_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** DISTRICT_IDS that suit them. */
    districts: text('districts')
      .array()
      .$type<DistrictId[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The hourly price they would pay at most, in cents; null: not said. */
    budgetMaxCents: integer('budget_max_cents'),
  },
  (t) => [
    check(
      'learner_profiles_proficiency_level_check',
      sql`${t.proficiencyLevel} is null or ${oneOf(t.proficiencyLevel, PROFICIENCY_LEVELS)}`,
    ),
    check('learner_profiles_goals_check', sql`${t.goals} <@ ${knownOnes(LEARNING_GOALS)}`),
    check('learner_profiles_districts_check', sql`${t.districts} <@ ${knownOnes(DISTRICT_IDS)}`),
    check(
      'learner_profiles_budget_check',
      sql`${t.budgetMaxCents} between ${sql.raw(String(BUDGET_MIN_CENTS))} and ${sql.raw(String(BUDGET_MAX_CENTS))}`,
    ),
  ],
);

/**
 * What stays of a deleted account (SPEC section 3 "Deleted user") for the moderators: written
 * once, in the transaction that deletes the account (the id is the account's, whose row is now
 * anonymised), and purged by housekeeping after DELETED_ACCOUNT_KEPT_DAYS (decision 034).
 */
export const deletedUsers = pgTable(
  'deleted_users',
  {
    id: uuid('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    deletionReason: text('deletion_reason'),
    /** When the account was created. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The moderators' list, latest deletion first, read by keyset pages.
    index('deleted_users_deleted_at_idx').on(t.deletedAt, t.id),
    check(
      'deleted_users_role_check',
      sql`${t.role} in ('learner', 'buddy', 'moderator', 'learning_expert')`,
    ),
  ],
);

/** A staff member's own profile (SPEC section 3 "Moderator profile"): who they are to the team. */
export const staffProfiles = pgTable('staff_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio'),
  department: text('department').notNull().default('Content Moderation'),
});
