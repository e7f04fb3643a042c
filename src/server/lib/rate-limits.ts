import { eq, inArray, lte, sql } from 'drizzle-orm';
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
 * Counts one attempt against every rule, in one statement (each statement is a round trip, and
 * this runs on every write), unless a rule's window is used up: then nothing is written, and
 * the answer says after how many seconds the latest refusing window ends.
 */
export async function attemptAll(
  db: Executor,
  checks: readonly [RateRule, string][],
): Promise<Attempt> {
  const at = now();
  const counters = new Map(
    checks.map(([rule, subject]) => {
      const key = keyOf(rule, subject);
      return [key, { key, max: rule.max, resetAt: new Date(at.getTime() + rule.windowMs) }];
    }),
  );
  if (counters.size === 0) return { allowed: true };
  const wanted = sql.join(
    [...counters.values()].map(
      ({ key, max, resetAt }) => sql`(${key}, ${sqlInstant(resetAt)}, ${max}::int)`,
    ),
    sql`, `,
  );
  const passed = sql`rate_limits.reset_at <= ${sqlInstant(at)}`;
  // A concurrent attempt may fill a window between the check and the write: the update's own
  // condition still keeps every counter at its maximum. Both drivers answer { rows }.
  const counted = (await db.execute(sql`
    with wanted (key, reset_at, max) as (values ${wanted}),
    refused as (
      select 1 from wanted join rate_limits using (key)
      where not (${passed}) and rate_limits.count >= wanted.max
    )
    insert into rate_limits (key, count, reset_at)
    select key, 1, reset_at from wanted where not exists (select 1 from refused)
    on conflict (key) do update set
      count = case when ${passed} then 1 else rate_limits.count + 1 end,
      reset_at = case when ${passed} then excluded.reset_at else rate_limits.reset_at end
    where ${passed}
      or rate_limits.count < (select max from wanted where wanted.key = excluded.key)
    returning key`)) as { rows: unknown[] };
  if (counted.rows.length === counters.size) return { allowed: true };
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...counters.keys()]));
  const ends = Math.max(
    at.getTime() + 1000,
    ...rows
      .filter((row) => row.resetAt > at && row.count >= counters.get(row.key)!.max)
      .map((row) => row.resetAt.getTime()),
  );
  return { allowed: false, retryAfter: Math.ceil((ends - at.getTime()) / 1000) };
}

/**
 * Counts one attempt unless the window's attempts are used up. A refused attempt writes
 * nothing, and says after how many seconds the window ends.
 */
export const attempt = (db: Executor, rule: RateRule, subject: string): Promise<Attempt> =>
  attemptAll(db, [[rule, subject]]);

/** Counts an attempt against every rule at once; 429 with `message` and Retry-After when any refuses. */
export async function limitAttempts(
  db: Executor,
  message: string,
  checks: [RateRule, string][],
): Promise<void> {
  const result = await attemptAll(db, checks);
  if (!result.allowed) throw tooManyRequests(message, result.retryAfter);
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
