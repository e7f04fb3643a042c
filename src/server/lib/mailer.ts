import { and, desc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Executor } from '../db/client';
import { outbox } from '../db/schema/outbox';
import { backoffMs, enqueue, retryAt, type OutboxHandler } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A calendar file (.ics) the mail carries: an invitation, its update or its recall. */
  calendar?: MailCalendar;
  /**
   * When the link it carries stops working (ISO): a mail server that is down is tried again
   * at least every LINK_RETRY_MS until then, and never after (a dead link helps nobody).
   */
  validUntil?: string;
  /** Headers of its own: a mail that can be stopped carries its List-Unsubscribe (decision 065). */
  headers?: Record<string, string>;
}

/** The longest wait between attempts at a mail whose link runs out. */
export const LINK_RETRY_MS = 2 * 60_000;

/**
 * Sent as nodemailer's `icalEvent`: a text/calendar part with its METHOD among the message's
 * alternatives and the same file as an attachment (decision 015). That is how Gmail and Outlook
 * send invitations themselves, and what makes them show the event and act on a CANCEL.
 */
export interface MailCalendar {
  filename: string;
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  content: string;
}

export const MAIL_TOPIC = 'mail';

/** Queues a mail; call inside the transaction of the change that causes it. */
export async function enqueueMail(tx: Executor, mail: Mail): Promise<void> {
  await enqueue(tx, MAIL_TOPIC, { ...mail });
}

/**
 * Sends queued mail over SMTP. A server that does not answer fails the attempt within seconds
 * rather than holding the worker; the outbox retries later. Once sent, only the recipient and
 * the subject are kept: the body may hold a live link.
 */
export function mailHandler(smtpUrl: string, from: string): OutboxHandler {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async work(payload) {
      const mail = payload as unknown as Mail;
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: { ...mail.headers } } : {}),
        ...(mail.calendar ? { icalEvent: { ...mail.calendar } } : {}),
      });
    },
    // Attachments go too: a calendar file names a place, a time and people.
    keep: (payload) => ({ to: payload.to, subject: payload.subject }),
    retryAt(payload, attempts, at) {
      const { validUntil } = payload as Partial<Mail>;
      if (validUntil === undefined) return retryAt(attempts, at);
      const next = at.getTime() + Math.min(backoffMs(attempts), LINK_RETRY_MS);
      return next < Date.parse(validUntil) ? new Date(next) : undefined;
    },
    close: () => transport.close(),
  };
}

/** Queued and sent mail as the dev mailbox and tests read it, newest first. */
export async function readMails(db: Executor, options: { to?: string; limit?: number } = {}) {
  const rows = await db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.topic, MAIL_TOPIC),
        options.to ? sql`${outbox.payload} ->> 'to' = ${options.to}` : undefined,
      ),
    )
    .orderBy(desc(outbox.createdAt))
    .limit(options.limit ?? 50);
  return rows.map(({ payload, ...row }) => {
    const mail = payload as Partial<Mail>;
    return {
      ...row,
      to: mail.to ?? '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: mail.html ?? null,
      calendar: mail.calendar ?? null,
      headers: mail.headers ?? {},
    };
  });
}
