import type { Database, Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { enqueueMail, type Mail } from '../../lib/mailer';
import { enqueueOnce, type OutboxHandler } from '../../lib/outbox';

/** How long before an appointment its people are reminded of it. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/** A kind of appointment's reminders: their outbox topic, and the payload's name for the id. */
export interface ReminderKind {
  topic: string;
  idKey: string;
}

/**
 * On booking: the reminder comes due a day before the start, queued once per appointment and
 * start. An appointment booked less than a day ahead gets none: its booking mail just went out.
 */
export async function scheduleReminder(
  tx: Executor,
  kind: ReminderKind,
  appointment: { id: string; startsAt: Date },
) {
  const dueAt = new Date(appointment.startsAt.getTime() - REMINDER_LEAD_MS);
  if (dueAt.getTime() <= now().getTime()) return;
  await enqueueOnce(
    tx,
    kind.topic,
    { [kind.idKey]: appointment.id, startsAt: appointment.startsAt.toISOString() },
    dueAt,
  );
}

export interface Remind {
  /**
   * Marks the appointment reminded if it is still on, at the start the reminder was for, and
   * nobody reminded of it yet: true for the one caller that did it, however many try at once.
   */
  claim(tx: Executor, id: string, startsAt: Date, at: Date): Promise<boolean>;
  /** The reminder mails, read in the claiming transaction. */
  mails(tx: Executor, id: string): Promise<Mail[]>;
}

/**
 * Reminds of an appointment once: it is marked reminded in the same transaction that queues the
 * mails. A second worker, a retry, or a reminder of an appointment since cancelled or moved finds
 * nothing to do; one found late (after the start: the server was down) helps nobody and is dropped.
 */
export function reminderHandler(db: Database, kind: ReminderKind, remind: Remind): OutboxHandler {
  return {
    async work(payload) {
      const id = String(payload[kind.idKey]);
      const startsAt = new Date(String(payload.startsAt));
      const at = now();
      if (!(startsAt.getTime() > at.getTime())) return;
      await db.transaction(async (tx) => {
        if (!(await remind.claim(tx, id, startsAt, at))) return;
        for (const mail of await remind.mails(tx, id)) await enqueueMail(tx, mail);
      });
    },
    keep: (payload) => payload,
  };
}
