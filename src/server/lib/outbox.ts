import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  or,
  sql,
} from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Executor } from '../db/client';
import { outbox } from '../db/schema/outbox';
import { now, sqlInstant } from './clock';
import { describeError } from './describe-error';
import type { Metrics, Outcome } from './metrics';

/** The channel whose NOTIFY wakes the workers of every process. */
const OUTBOX_CHANNEL = 'outbox';
export const MAX_ATTEMPTS = 10;
/** How long a worker may hold a claimed row before others take it as abandoned. */
const CLAIM_MS = 2 * 60_000;
/** Rows come due later (retries, scheduled work) without a NOTIFY: look every so often. */
const POLL_MS = 5000;
const BATCH = 10;

/** 30 s, 1 min, 2 min... capped at an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Queues work for after the commit; call inside the transaction of the change that causes it.
 * Work due now wakes the workers of every process with a NOTIFY, which goes out with the commit
 * and not at all on a rollback; work due later waits for their next look (POLL_MS).
 */
export async function enqueue(
  tx: Executor,
  topic: string,
  payload: Record<string, unknown>,
  dueAt = now(),
): Promise<void> {
  await queue(tx, topic, payload, dueAt, false);
}

/**
 * Queues work unless the same work (topic and payload) is already waiting: one digest per user
 * however many messages come in meanwhile. Two transactions at once may both queue it; handlers
 * of such work find nothing left to do the second time.
 */
export async function enqueueOnce(
  tx: Executor,
  topic: string,
  payload: Record<string, unknown>,
  dueAt = now(),
): Promise<void> {
  await queue(tx, topic, payload, dueAt, true);
}

/**
 * One statement: the insert, unless `once` finds the same work waiting (the hash index of
 * waiting payloads), and the NOTIFY when it is due now.
 */
async function queue(
  tx: Executor,
  topic: string,
  payload: Record<string, unknown>,
  dueAt: Date,
  once: boolean,
) {
  const work = sql`${JSON.stringify(payload)}::jsonb`;
  const insert = sql`insert into ${outbox} (topic, payload, next_attempt_at)
    select ${topic}, ${work}, ${sqlInstant(dueAt)}
    ${once ? sql`where not exists (select 1 from ${outbox} where ${outbox.payload} = ${work} and ${outbox.topic} = ${topic} and ${outbox.doneAt} is null)` : sql``}`;
  await tx.execute(
    dueAt.getTime() > now().getTime()
      ? insert
      : sql`with queued as (${insert} returning ${outbox.id})
          select pg_notify(${OUTBOX_CHANNEL}, ${topic}) from queued`,
  );
}

export interface OutboxHandler {
  /** Does the work; throwing means try again later. */
  work(payload: Record<string, unknown>): Promise<void>;
  /** What of the payload is kept once done (no secrets: live links are dropped). */
  keep(payload: Record<string, unknown>): Record<string, unknown>;
  /**
   * When to try again after `attempts` failed, or undefined to give up (the row stays, given
   * up, for moderators to see). Unset: `retryAt` below, backing off to an hour, 10 attempts.
   */
  retryAt?(payload: Record<string, unknown>, attempts: number, at: Date): Date | undefined;
  close?(): void;
}

/** Backing off 30 s, 1 min, 2 min... to an hour; given up after MAX_ATTEMPTS (about 3 hours). */
export function retryAt(attempts: number, at: Date): Date | undefined {
  if (attempts >= MAX_ATTEMPTS) return undefined;
  return new Date(at.getTime() + backoffMs(attempts));
}

export interface OutboxWorker {
  /** Starts claiming work: on NOTIFY, and every POLL_MS. */
  start(): void;
  /** Does what is due now and waits for it (tests). */
  flush(): Promise<void>;
  /**
   * Claims nothing more and waits for the work in hand; what is still in hand after
   * `releaseAfterMs` is handed back, for another process to do at once rather than after its
   * claim runs out.
   */
  stop(releaseAfterMs?: number): Promise<void>;
}

/**
 * Does queued work with retries. Workers in several processes claim rows with FOR UPDATE SKIP
 * LOCKED in a statement of their own, then work outside any transaction, so a slow mail server
 * holds no lock and no connection (PGlite has only one). A topic without a handler here (mail
 * without SMTP_URL) stays queued.
 */
export function createOutboxWorker(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  handlers: Record<string, OutboxHandler>,
  log: FastifyBaseLogger,
  counted: (topic: string, outcome: Outcome) => void = () => {},
): OutboxWorker {
  const { db } = database;
  const topics = Object.keys(handlers);
  const inHand = new Set<string>();
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: Promise<() => Promise<void>> | undefined;

  async function claim() {
    const at = now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.doneAt),
          isNull(outbox.givenUpAt),
          inArray(outbox.topic, topics),
          lte(outbox.nextAttemptAt, at),
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, at)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({
        claimedUntil: new Date(at.getTime() + CLAIM_MS),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
    for (const row of rows) inHand.add(row.id);
    return rows;
  }

  async function doOne(row: Awaited<ReturnType<typeof claim>>[number]) {
    const handler = handlers[row.topic]!;
    try {
      await handler.work(row.payload);
      await db
        .update(outbox)
        .set({
          doneAt: now(),
          claimedUntil: null,
          lastError: null,
          payload: handler.keep(row.payload),
        })
        .where(eq(outbox.id, row.id));
      counted(row.topic, 'done');
    } catch (err) {
      const error = describeError(err);
      const at = now();
      const next = handler.retryAt
        ? handler.retryAt(row.payload, row.attempts, at)
        : retryAt(row.attempts, at);
      log.warn(
        { outboxId: row.id, topic: row.topic, attempts: row.attempts, error, givenUp: !next },
        next ? 'outbox work failed' : 'outbox work given up',
      );
      await db
        .update(outbox)
        .set({
          claimedUntil: null,
          lastError: `${error.code ?? error.name}: ${error.message ?? ''}`.slice(0, 500),
          ...(next ? { nextAttemptAt: next } : { givenUpAt: at }),
        })
        .where(eq(outbox.id, row.id));
      counted(row.topic, next ? 'failed' : 'given-up');
    } finally {
      inHand.delete(row.id);
    }
  }

  async function drain() {
    for (;;) {
      again = false;
      const rows = await claim();
      await Promise.all(rows.map(doOne));
      if (stopping || (rows.length < BATCH && !again)) return;
    }
  }

  function run(): Promise<void> {
    if (topics.length === 0 || stopping) return Promise.resolve();
    if (running) {
      // Woken while working: look once more when this round ends.
      again = true;
      return running;
    }
    running = drain()
      .catch((err: unknown) => log.error({ error: describeError(err) }, 'outbox worker failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  /** Hands back the rows still in hand: not tried after all, for any worker to claim now. */
  async function release() {
    const ids = [...inHand];
    if (ids.length === 0) return;
    await db
      .update(outbox)
      .set({ claimedUntil: null, attempts: sql`${outbox.attempts} - 1` })
      .where(and(inArray(outbox.id, ids), isNull(outbox.doneAt)))
      .catch((err: unknown) =>
        log.warn({ error: describeError(err) }, 'outbox work in hand not handed back'),
      );
    log.info({ outboxIds: ids }, 'outbox work in hand handed back');
  }

  async function stop(releaseAfterMs = Infinity) {
    if (timer) clearInterval(timer);
    await (
      await unlisten?.catch(() => undefined)
    )?.();
    let late: NodeJS.Timeout | undefined;
    const released = new Promise<void>((resolve) => {
      if (Number.isFinite(releaseAfterMs)) {
        late = setTimeout(() => void release().then(resolve), releaseAfterMs);
      }
    });
    await Promise.race([running, released]);
    clearTimeout(late);
    for (const handler of Object.values(handlers)) handler.close?.();
  }

  return {
    start() {
      if (started) return;
      started = true;
      timer = setInterval(() => void run(), POLL_MS);
      timer.unref();
      unlisten = topics.length
        ? database.listen(OUTBOX_CHANNEL, (topic) => {
            if (topics.includes(topic)) void run();
          })
        : undefined;
      void unlisten?.catch((err: unknown) =>
        log.error({ error: describeError(err) }, 'outbox worker cannot listen'),
      );
      void run();
    },
    flush: async () => {
      await running;
      await run();
    },
    stop: (releaseAfterMs) => (stopping ??= stop(releaseAfterMs)),
  };
}

/** Work given up and not done, newest first: what moderators see (at most `limit`). */
export async function givenUpWork(db: Executor, limit: number) {
  return db
    .select({
      id: outbox.id,
      topic: outbox.topic,
      to: sql<string | null>`${outbox.payload} ->> 'to'`,
      subject: sql<string | null>`${outbox.payload} ->> 'subject'`,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      givenUpAt: outbox.givenUpAt,
    })
    .from(outbox)
    .where(and(isNull(outbox.doneAt), isNotNull(outbox.givenUpAt)))
    .orderBy(desc(outbox.givenUpAt))
    .limit(limit);
}

/**
 * Puts given-up work back in line, due now with its attempts counted afresh, and wakes the
 * workers: after the mail server or the provider was put right. A mail whose link has expired
 * stays given up (sending it would not help); work not given up is left alone.
 */
export async function tryAgain(
  db: Executor,
  id: string,
): Promise<'queued' | 'expired' | 'not-given-up'> {
  const waiting = and(eq(outbox.id, id), isNull(outbox.doneAt), isNotNull(outbox.givenUpAt));
  const [work] = await db
    .select({ validUntil: sql<string | null>`${outbox.payload} ->> 'validUntil'` })
    .from(outbox)
    .where(waiting);
  if (!work) return 'not-given-up';
  if (work.validUntil && Date.parse(work.validUntil) <= now().getTime()) return 'expired';
  const result = (await db.execute(sql`with again as (
      update ${outbox} set given_up_at = null, attempts = 0, next_attempt_at = ${sqlInstant(now())},
        claimed_until = null
      where ${waiting} returning ${outbox.topic}
    ) select pg_notify(${OUTBOX_CHANNEL}, topic) from again`)) as { rows: unknown[] };
  return result.rows.length > 0 ? 'queued' : 'not-given-up';
}

/**
 * The gauges that wake someone when mail stops leaving: work due and not done, the age of the
 * oldest of it, and work given up (dead letters), read when metrics are scraped.
 */
export function outboxGauges(metrics: Metrics, db: Executor) {
  const due = () =>
    and(isNull(outbox.doneAt), isNull(outbox.givenUpAt), lte(outbox.nextAttemptAt, now()));
  metrics.gauge('buddies_outbox_due', 'Outbox work due and not yet done', async () => {
    const [row] = await db.select({ n: count() }).from(outbox).where(due());
    return row?.n ?? 0;
  });
  metrics.gauge(
    'buddies_outbox_oldest_due_seconds',
    'How long the oldest outbox work due has waited (0 when none)',
    async () => {
      const [row] = await db
        .select({ at: min(outbox.nextAttemptAt) })
        .from(outbox)
        .where(due());
      return row?.at ? Math.max(0, (now().getTime() - row.at.getTime()) / 1000) : 0;
    },
  );
  metrics.gauge('buddies_outbox_given_up', 'Outbox work given up (dead letters)', async () => {
    const [row] = await db
      .select({ n: count() })
      .from(outbox)
      .where(and(isNull(outbox.doneAt), isNotNull(outbox.givenUpAt)));
    return row?.n ?? 0;
  });
}
