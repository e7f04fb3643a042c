import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
