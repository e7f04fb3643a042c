import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DELETED_ACCOUNT_KEPT_DAYS } from '../../shared/privacy';
import type { Database, Executor } from '../db/client';
import { authSessions, emailChangeRequests, userTokens } from '../db/schema/auth';
import { userEvents } from '../db/schema/events';
import { outbox } from '../db/schema/outbox';
import { deletedUsers } from '../db/schema/users';
import { MAIL_TOPIC } from './mailer';
import { SMS_TOPIC } from './sms';
import { now } from './clock';
import { describeError } from './describe-error';
import { pruneRateLimits } from './rate-limits';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Any number to identify the housekeeping lock among advisory locks. */
const HOUSEKEEPING_LOCK_ID = 727_002;

/**
 * Drops what has stopped counting: rate-limit windows that have passed; sessions, tokens and
 * email changes a month after they ended (ended sessions still tell where an owner signed in,
 * decision 006); the bodies of mails and texts older than a day, when every link or code in them
 * has expired (those never sent, or kept by the development transport); outbox work done,
 * or given up, a month ago; events kept for open tabs after a week; the moderators' tombstones
 * of deleted accounts once DELETED_ACCOUNT_KEPT_DAYS have passed (decision 034).
 */
export async function pruneExpired(db: Executor, at = now()) {
  const ago = (days: number) => new Date(at.getTime() - days * DAY_MS);
  await pruneRateLimits(db, at);
  await db
    .delete(authSessions)
    .where(or(lt(authSessions.expiresAt, ago(30)), lt(authSessions.revokedAt, ago(30))));
  await db
    .delete(userTokens)
    .where(or(lt(userTokens.expiresAt, ago(30)), lt(userTokens.usedAt, ago(30))));
  await db
    .delete(emailChangeRequests)
    .where(
      or(
        lt(emailChangeRequests.expiresAt, ago(30)),
        lt(emailChangeRequests.completedAt, ago(30)),
        lt(emailChangeRequests.cancelledAt, ago(30)),
      ),
    );
  // Mail that never left (no SMTP) keeps its body a day, while its links can still work; a text
  // kept for /dev/sms likewise. Its headers go too: an unsubscribe link is one of them.
  await db
    .update(outbox)
    .set({ payload: sql`${outbox.payload} - 'text' - 'html' - 'headers'` })
    .where(
      and(
        inArray(outbox.topic, [MAIL_TOPIC, SMS_TOPIC]),
        lt(outbox.createdAt, ago(1)),
        sql`${outbox.payload} ?| array['text', 'html', 'headers']`,
      ),
    );
  // What tabs were told: a tab away longer than a week reloads rather than catching up.
  await db.delete(userEvents).where(lt(userEvents.createdAt, ago(7)));
  // Done a month ago, or due a month ago and still not done (given up, or mail without SMTP).
  await db
    .delete(outbox)
    .where(
      or(lt(outbox.doneAt, ago(30)), and(isNull(outbox.doneAt), lt(outbox.nextAttemptAt, ago(30)))),
    );
  await db.delete(deletedUsers).where(lt(deletedUsers.deletedAt, ago(DELETED_ACCOUNT_KEPT_DAYS)));
}

/** One run across all app processes: whoever takes the lock prunes, the others skip. */
export async function runHousekeeping(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // node-postgres and PGlite both answer with { rows }.
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_ID}) as locked`,
    )) as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return false;
    await pruneExpired(tx);
    return true;
  });
}

/**
 * Another module's periodic work, run after the pruning on the same timer; each decides for itself
 * whether it is due and keeps itself to one process (the payments' reconciliation: once a day).
 */
export interface HousekeepingJob {
  name: string;
  run: (db: Database) => Promise<unknown>;
  /** How often it runs, on a timer of its own; unsaid, hourly after the pruning. */
  everyMs?: number;
}

/**
 * Hourly (a job that says so, more often), and a minute after start; stops with the app. A job
 * that fails leaves the others. `counted` hears each job's outcome (metrics).
 */
export function startHousekeeping(
  db: Database,
  log: FastifyBaseLogger,
  jobs: readonly HousekeepingJob[] = [],
  counted: (job: string, outcome: 'done' | 'failed') => void = () => {},
) {
  const runAll = (all: readonly HousekeepingJob[]) => () =>
    void (async () => {
      for (const job of all) {
        await job.run(db).then(
          () => counted(job.name, 'done'),
          (err: unknown) => {
            counted(job.name, 'failed');
            log.error({ error: describeError(err), job: job.name }, 'housekeeping job failed');
          },
        );
      }
    })();
  const hourly = [
    { name: 'housekeeping', run: runHousekeeping },
    ...jobs.filter((job) => !job.everyMs),
  ];
  const timers = [
    setInterval(runAll(hourly), HOUR_MS),
    ...jobs.flatMap(({ everyMs, ...job }) =>
      everyMs ? [setInterval(runAll([job]), everyMs)] : [],
    ),
  ];
  const first = setTimeout(runAll(hourly), 60_000);
  first.unref();
  for (const timer of timers) timer.unref();
  return () => {
    clearTimeout(first);
    for (const timer of timers) clearInterval(timer);
  };
}
