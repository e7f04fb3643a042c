import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema/outbox';
import { enqueue, type OutboxHandler } from './outbox';
import { twilioTransport } from './sms-twilio';

/** A text message; `to` in E.164 (+31612345678). */
export interface Sms {
  to: string;
  text: string;
  /** Whose account it is about: the deletion and the export find the user's texts by it. */
  userId: string;
}

/**
 * Who hands text messages on (decision 035): a provider through its official client, or the
 * development transport. The outbox calls it after the commit and retries what fails.
 */
export interface SmsTransport {
  /** Sends one text; throwing means the outbox tries again later. */
  send(sms: Sms): Promise<void>;
  /**
   * Whether the outbox keeps the text once sent: only where it never left the machine, so that
   * /dev/sms can show it. A provider's texts hold live codes: only their recipient is kept.
   */
  keepsText: boolean;
  close?(): void;
}

export const SMS_TOPIC = 'sms';

/** Queues a text message; call inside the transaction of the change that causes it. */
export async function enqueueSms(tx: Executor, sms: Sms): Promise<void> {
  await enqueue(tx, SMS_TOPIC, { ...sms });
}

/** A Dutch number as the settings take it (spaces removed, +31 or 0) in E.164: +31612345678. */
export const dutchE164 = (phone: string) => phone.replace(/\s+/g, '').replace(/^0/, '+31');

/** A number with its middle hidden, for log lines: +316*****678. */
const masked = (to: string) =>
  `${to.slice(0, 4)}${'*'.repeat(Math.max(0, to.length - 7))}${to.slice(-3)}`;

/**
 * The development transport: nothing leaves the machine; the text stays in the outbox for
 * /dev/sms and a log line says so (without the code: logs hold no secrets).
 */
export function devSmsTransport(log: FastifyBaseLogger): SmsTransport {
  return {
    keepsText: true,
    send: async (sms) => {
      log.info({ to: masked(sms.to) }, 'text message kept for /dev/sms (no SMS_PROVIDER set)');
    },
  };
}

/** The transport the configuration names; none in production without a provider. */
export function smsTransportFor(
  config: Pick<Config, 'production' | 'sms'>,
  log: FastifyBaseLogger,
): SmsTransport | undefined {
  if (config.sms) return twilioTransport(config.sms);
  return config.production ? undefined : devSmsTransport(log);
}

export function smsHandler(transport: SmsTransport): OutboxHandler {
  return {
    work: (payload) => transport.send(payload as unknown as Sms),
    keep: ({ to, userId, text }) => (transport.keepsText ? { to, userId, text } : { to, userId }),
    close: () => transport.close?.(),
  };
}

/** Queued and sent text messages as /dev/sms and tests read them, newest first. */
export async function readTexts(db: Executor, options: { to?: string; limit?: number } = {}) {
  const rows = await db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.topic, SMS_TOPIC),
        options.to ? sql`${outbox.payload} ->> 'to' = ${options.to}` : undefined,
      ),
    )
    .orderBy(desc(outbox.createdAt))
    .limit(options.limit ?? 50);
  return rows.map(({ payload, ...row }) => {
    const sms = payload as Partial<Sms>;
    return { ...row, to: sms.to ?? '', userId: sms.userId ?? null, text: sms.text ?? null };
  });
}
