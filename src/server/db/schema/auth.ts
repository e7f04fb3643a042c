import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Signed-in sessions: the bearer token is stored only as its SHA-256 hash. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding: pushed forward on use, never past absoluteExpiresAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A hash of the address the sign-in came from: where the owner is known (decision 006). */
    addressHash: text('address_hash'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId, t.addressHash)],
);

export const USER_TOKEN_PURPOSES = [
  'password_reset',
  'email_verification',
  'phone_verification',
] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * Single-use, expiring tokens sent by mail or SMS; stored hashed. A phone code is six digits:
 * its hash is salted with the row's id (so two users' equal codes never collide), and it ends
 * after a few wrong tries (`failedAttempts`, counted under the row's lock).
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the token is about, e.g. the email address being verified. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong codes tried against it (phone codes). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('user_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters shared by every app process (failed logins, reset requests). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * A change of an account's email (issue 20, decision 036): a link to each address, both needed
 * within the expiry; the tokens are kept as SHA-256 hashes only. One request per user is open
 * (neither completed nor cancelled) at a time: a new one cancels the older.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    /** The link mailed to the account's address: "yes, I asked for this". */
    currentTokenHash: text('current_token_hash').notNull().unique(),
    /** The link mailed to the new address: "this address is mine". */
    newTokenHash: text('new_token_hash').notNull().unique(),
    currentVerifiedAt: timestamp('current_verified_at', { withTimezone: true }),
    newVerifiedAt: timestamp('new_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('email_change_requests_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('email_change_requests_open_key')
      .on(t.userId)
      .where(sql`${t.completedAt} is null and ${t.cancelledAt} is null`),
  ],
);
