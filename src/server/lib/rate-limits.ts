import { eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema/auth';
import { now, sqlInstant } from './clock';
import { tooManyRequests } from './http-errors';
import { hashToken } from './tokens';

/**
 * Fixed-window attempt counters in the database, so every app process counts the same attempts
 * (decision 004). Counters are keyed by a hash of what they count (an address, an email), so
 * the table holds no personal data in readable form; expired ones are pruned by housekeeping.
 */
export interface RateRule {
  /** Names the counter, e.g. 'login:address' */
  scope: string;
  max: number;
  windowMs: number;
}

export type Attempt = { allowed: true } | { allowed: false; retryAfter: number };

const keyOf = (rule: RateRule, subject: string) =>
  `${rule.scope}:${hashToken(subject.trim().toLowerCase()).slice(0, 32)}`;

/**
 * Counts one attempt unless the window's attempts are used up. A refused attempt writes
 * nothing, and says after how many seconds the window ends.
 */
export async function attempt(db: Executor, rule: RateRule, subject: string): Promise<Attempt> {
  const key = keyOf(rule, subject);
  const at = now();
  const passed = sql`${rateLimits.resetAt} <= ${sqlInstant(at)}`;
  const counted = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: new Date(at.getTime() + rule.windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${passed} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${passed} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
      setWhere: sql`${passed} or ${rateLimits.count} < ${rule.max}`,
    })
    .returning({ count: rateLimits.count });
  if (counted.length > 0) return { allowed: true };
  const [row] = await db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const seconds = row ? Math.ceil((row.resetAt.getTime() - at.getTime()) / 1000) : 1;
  return { allowed: false, retryAfter: Math.max(1, seconds) };
}

/** Counts an attempt against every rule; 429 with `message` and Retry-After at the first refusal. */
export async function limitAttempts(
  db: Executor,
  message: string,
  checks: [RateRule, string][],
): Promise<void> {
  for (const [rule, subject] of checks) {
    const result = await attempt(db, rule, subject);
    if (!result.allowed) throw tooManyRequests(message, result.retryAfter);
  }
}

/** Takes one attempt back, e.g. that of a successful sign-in. */
export async function forgetAttempt(db: Executor, rule: RateRule, subject: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(rule, subject)));
}

/** Starts a counter afresh. */
export async function clearAttempts(db: Executor, rule: RateRule, subject: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
}

/** Counters whose window has passed count nothing any more. */
export async function pruneRateLimits(db: Executor, at = now()) {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, at));
}
