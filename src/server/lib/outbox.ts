import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Executor } from '../db/client';
import { outbox } from '../db/schema/outbox';
import { now, sqlInstant } from './clock';
import { describeError } from './describe-error';

/** The channel whose NOTIFY wakes the workers of every process. */
const OUTBOX_CHANNEL = 'outbox';
export const MAX_ATTEMPTS = 10;
/** How long a worker may hold a claimed row before others take it as abandoned. */
const CLAIM_MS = 2 * 60_000;
/** Rows come due later (retries, scheduled work) without a NOTIFY: look every so often. */
const POLL_MS = 5000;
const BATCH = 10;

/** Retry after 30 s, 1 min, 2 min... capped at an hour. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

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
  close?(): void;
}

export interface OutboxWorker {
  /** Does what is due now and waits for it (tests). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Does queued work with retries. Workers in several processes claim rows with FOR UPDATE SKIP
 * LOCKED in a statement of their own, then work outside any transaction, so a slow mail server
 * holds no lock and no connection (PGlite has only one). A topic without a handler here (mail
 * without SMTP_URL) stays queued.
 */
export function startOutboxWorker(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  handlers: Record<string, OutboxHandler>,
  log: FastifyBaseLogger,
): OutboxWorker {
  const { db } = database;
  const topics = Object.keys(handlers);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function claim() {
    const at = now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.doneAt),
          inArray(outbox.topic, topics),
          lte(outbox.nextAttemptAt, at),
          lt(outbox.attempts, MAX_ATTEMPTS),
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, at)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        claimedUntil: new Date(at.getTime() + CLAIM_MS),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
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
    } catch (err) {
      const error = describeError(err);
      log.warn(
        { outboxId: row.id, topic: row.topic, attempts: row.attempts, error },
        'outbox work failed',
      );
      await db
        .update(outbox)
        .set({
          claimedUntil: null,
          lastError: `${error.code ?? error.name}: ${error.message ?? ''}`.slice(0, 500),
          nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts)),
        })
        .where(eq(outbox.id, row.id));
    }
  }

  async function drain() {
    for (;;) {
      again = false;
      const rows = await claim();
      await Promise.all(rows.map(doOne));
      if (stopped || (rows.length < BATCH && !again)) return;
    }
  }

  function run(): Promise<void> {
    if (topics.length === 0 || stopped) return Promise.resolve();
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

  const timer = setInterval(() => void run(), POLL_MS);
  timer.unref();
  const unlisten = topics.length
    ? database.listen(OUTBOX_CHANNEL, (topic) => {
        if (topics.includes(topic)) void run();
      })
    : undefined;
  void unlisten?.catch((err: unknown) =>
    log.error({ error: describeError(err) }, 'outbox worker cannot listen'),
  );
  void run();

  return {
    flush: async () => {
      await running;
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (
        await unlisten?.catch(() => undefined)
      )?.();
      await running;
      for (const handler of Object.values(handlers)) handler.close?.();
    },
  };
}
