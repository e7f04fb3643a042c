import { createElement } from 'react';
import type { Database, Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { enqueueMail } from '../../lib/mailer';
import { enqueueOnce, type OutboxHandler } from '../../lib/outbox';
import { renderMail } from '../../mails/render-mail';
import { ProposalMail } from '../../mails/proposal';
import { calendarMail, sessionTitle, type CalendarViewer } from './calendar';
import { termLines } from './presenter';
import { findSession, markReminded, type SessionRow } from './repository';

export const SESSION_REMINDER_TOPIC = 'session-reminder';
/** How long before a booked session its learner and its buddy are reminded of it. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/**
 * On booking: the reminder comes due a day before the start. A session booked less than a day
 * ahead gets none: the booking mail just went out.
 */
export async function scheduleReminder(tx: Executor, session: { id: string; startsAt: Date }) {
  const dueAt = new Date(session.startsAt.getTime() - REMINDER_LEAD_MS);
  if (dueAt.getTime() <= now().getTime()) return;
  await enqueueOnce(
    tx,
    SESSION_REMINDER_TOPIC,
    { sessionId: session.id, startsAt: session.startsAt.toISOString() },
    dueAt,
  );
}

function reminderMail(row: SessionRow, side: CalendarViewer, publicUrl: string) {
  const [to, name, other] =
    side === 'learner'
      ? [row.learnerEmail, row.learnerName, row.buddyName]
      : [row.buddyEmail, row.buddyName, row.learnerName];
  const title = sessionTitle(row, side);
  return {
    ...renderMail(
      to,
      `Reminder: ${title} tomorrow`,
      createElement(ProposalMail, {
        name,
        news: `Your session ${title} is coming up in about 24 hours.`,
        terms: termLines(row.session),
        note: `If something came up, write to ${other} in your messages. The calendar file attached adds the session to your calendar.`,
        link: `${publicUrl}/messages`,
      }),
    ),
    calendar: calendarMail(row, side, 'REQUEST', publicUrl),
  };
}

/**
 * Reminds both sides of a session, once: the session is marked reminded in the same transaction
 * that queues the two mails, and only if it is still booked at the time the reminder was for
 * and not reminded yet. A second worker, a retry or a reminder of a session since cancelled or
 * moved finds nothing to do.
 */
export function sessionReminderHandler(db: Database, publicUrl: string): OutboxHandler {
  return {
    async work(payload) {
      const sessionId = String(payload.sessionId);
      const startsAt = new Date(String(payload.startsAt));
      const at = now();
      // Late (the server was down until after the start): a reminder helps nobody then.
      if (!(startsAt.getTime() > at.getTime())) return;
      await db.transaction(async (tx) => {
        if (!(await markReminded(tx, sessionId, startsAt, at))) return;
        const row = (await findSession(tx, sessionId))!;
        for (const side of ['learner', 'buddy'] as const) {
          await enqueueMail(tx, reminderMail(row, side, publicUrl));
        }
      });
    },
    keep: (payload) => payload,
  };
}
