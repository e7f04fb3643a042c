import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database, Executor } from '../db/client';
import { outbox } from '../db/schema/auth';
import { describeError } from './describe-error';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues a mail; call inside the transaction of the change that causes it. */
export async function enqueueMail(db: Executor, mail: Mail): Promise<void> {
  await db
    .insert(outbox)
    .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
}

export const MAX_ATTEMPTS = 10;
const POLL_MS = 2000;
const BATCH = 10;

/** Retry after 30 s, 1 min, 2 min... capped at an hour. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export interface OutboxWorker {
  /** Deliver what is due now instead of waiting for the next poll. */
  kick(): void;
  /** Deliver what is due now and wait for it (tests). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Delivers queued mail over SMTP with retries. Several app processes may run workers: each
 * claims its batch with FOR UPDATE SKIP LOCKED. Without an SMTP server nothing is delivered and
 * the mail stays readable in the development mailbox.
 */
export function startOutboxWorker(
  db: Database,
  options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger },
): OutboxWorker {
  if (!options.smtpUrl) {
    return { kick() {}, flush: async () => {}, stop: async () => {} };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  let running: Promise<void> | undefined;

  async function deliverDue() {
    await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        .where(
          and(
            isNull(outbox.sentAt),
            lte(outbox.nextAttemptAt, sql`now()`),
            lte(outbox.attempts, MAX_ATTEMPTS - 1),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const mail of due) {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.recipient,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
          });
          // Delivered: the body (which may hold a live link) is not kept.
          await tx
            .update(outbox)
            .set({
              sentAt: new Date(),
              attempts: mail.attempts + 1,
              lastError: null,
              text: '',
              html: null,
            })
            .where(eq(outbox.id, mail.id));
        } catch (err) {
          const attempts = mail.attempts + 1;
          const error = describeError(err);
          options.log.warn({ mailId: mail.id, attempts, error }, 'mail delivery failed');
          await tx
            .update(outbox)
            .set({
              attempts,
              lastError: `${error.code ?? error.name}: ${error.message ?? ''}`.slice(0, 500),
              nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
            })
            .where(eq(outbox.id, mail.id));
        }
      }
    });
  }

  function run(): Promise<void> {
    running ??= deliverDue()
      .catch((err: unknown) =>
        options.log.error({ error: describeError(err) }, 'outbox worker failed'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void run(), POLL_MS);
  timer.unref();
  return {
    kick: () => void setImmediate(() => void run()),
    flush: async () => {
      await running;
      await run();
    },
    async stop() {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
