import { createElement } from 'react';
import type { z } from 'zod';
import { DASHBOARD_BY_ROLE, type Role } from '../../../shared/roles';
import {
  canMoveSupport,
  formatSupportCursor,
  SUPPORT_PAGE_SIZE,
  SUPPORT_EVENTS,
  SUPPORT_TEXTS,
  type NewSupportMessageSchema,
  type SupportListQuery,
  type SupportMessage,
  type SupportUpdate,
} from '../../../shared/support';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { tellUsers } from '../../lib/event-bus';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { link } from '../../lib/links';
import { enqueueMail } from '../../lib/mailer';
import { may, type Caller } from '../../lib/policy';
import { attempt, limitAttempts, type RateRule } from '../../lib/rate-limits';
import { renderMail } from '../../mails/render-mail';
import { MAIL_TEXTS } from '../../mails/texts';
import { SupportResponseMail } from '../../mails/support-response';
import { findUserById } from '../accounts/users';
import { canSendAs, readsAllSupportMessages } from './policy';
import {
  findSupportMessage,
  insertSupportMessage,
  listSupportMessages,
  lockSupportMessage,
  openMessagesByAge,
  setSupportHandling,
  type SupportMessageRow,
} from './repository';

export const NOT_YOUR_SENDER_ID = 'You can only send support messages as yourself';

const HOUR = 60 * 60_000;
/**
 * Messages one sender may send: plenty for a person with a problem (a question, two follow-ups,
 * a correction), too few to push other people's reports out of the moderators' sight.
 */
export const SUPPORT_LIMITS = {
  perHour: { scope: 'support:hour', max: 5, windowMs: HOUR },
  perDay: { scope: 'support:day', max: 15, windowMs: 24 * HOUR },
} as const satisfies Record<string, RateRule>;

/**
 * Answers mailed to one user a day at most: moderators answer in earnest, but a mail per edit of
 * a response must not flood anyone. An answer beyond it is still on their screen.
 */
export const SUPPORT_RESPONSE_MAIL_LIMIT = {
  scope: 'support-response:recipient',
  max: 10,
  windowMs: 24 * HOUR,
} as const satisfies RateRule;

/** A new message as the route has parsed it: trimmed, priority defaulted. */
export type NewSupportMessageInput = z.output<typeof NewSupportMessageSchema>;

function present(row: SupportMessageRow): SupportMessage {
  const { senderFullName, senderRole, createdAt, queueRank: _rank, ...message } = row;
  return {
    ...message,
    kind: message.sessionId ? 'session-report' : 'message',
    createdAt: createdAt.toISOString(),
    sender: { fullName: senderFullName, role: senderRole },
  };
}

/**
 * A question to the moderators from the caller, stored open and answered as it was stored. The
 * priority the sender picks is their request: the queue's own priority starts normal.
 */
export async function sendSupportMessage(
  db: Executor,
  caller: Caller,
  input: NewSupportMessageInput,
): Promise<SupportMessage> {
  if (!canSendAs(caller, input.senderId)) throw forbidden(NOT_YOUR_SENDER_ID);
  // A moderator's message to a user is a message in their Messages, answerable (decision 047).
  if (input.receiverId !== undefined) throw badRequest(SUPPORT_TEXTS.writeInMessages);
  await limitAttempts(db, SUPPORT_TEXTS.tooMany, [
    [SUPPORT_LIMITS.perHour, caller.userId],
    [SUPPORT_LIMITS.perDay, caller.userId],
  ]);
  return db.transaction(async (tx) => {
    const id = await insertSupportMessage(tx, {
      senderId: caller.userId,
      subject: input.subject,
      content: input.content,
      priority: 'normal',
      requestedPriority: input.priority,
      status: 'open',
      createdAt: now(),
    });
    return present((await findSupportMessage(tx, id))!);
  });
}

/** Where a user reads their support messages: the learner's Messages, the buddy's dashboard. */
const supportLink = (role: Role) =>
  link(role === 'learner' ? '/messages' : DASHBOARD_BY_ROLE[role]);

/**
 * A report about a session (a no-show, a problem) from its learner or buddy, in the caller's
 * transaction: it joins the moderators' queue as a session report, high priority, linked to the
 * session. Only this files reports: no request can make a message one.
 */
export async function reportToModerators(
  tx: Executor,
  report: { senderId: string; subject: string; content: string; sessionId: string },
): Promise<void> {
  await insertSupportMessage(tx, { ...report, priority: 'high', status: 'open', createdAt: now() });
}

/** One page of support messages, and the places of the pages around it (for the Link header). */
export interface SupportPage {
  messages: SupportMessage[];
  /** The `after` of the next page, when there is one. */
  next: string | null;
  /** The `before` of the previous page, when there is one. */
  previous: string | null;
}

/**
 * Moderators: the queue, open session reports first (queue_rank); anyone else: those they sent
 * or that were sent to them, newest first. A page at a time, before or after a place.
 */
export async function listReadableSupportMessages(
  db: Executor,
  caller: Caller,
  query: SupportListQuery,
): Promise<SupportPage> {
  const queue = readsAllSupportMessages(caller);
  const { rows, more } = await listSupportMessages(db, {
    ...(queue ? {} : { participant: caller.userId }),
    status: query.status,
    kind: query.kind,
    limit: SUPPORT_PAGE_SIZE,
    after: query.after,
    before: query.before,
  });
  const placeOf = (row: SupportMessageRow | undefined) =>
    row
      ? formatSupportCursor({
          rank: queue ? row.queueRank : 0,
          createdAt: row.createdAt,
          id: row.id,
        })
      : null;
  // Read before a place, the place itself follows the page; read after one, it precedes it.
  const readBefore = query.before !== undefined;
  const hasNext = readBefore || more;
  const hasPrevious = readBefore ? more : query.after !== undefined;
  return {
    messages: rows.map(present),
    next: hasNext ? placeOf(rows.at(-1)) : null,
    previous: hasPrevious ? placeOf(rows[0]) : null,
  };
}

/**
 * PUT /api/support-messages/{id}: a moderator answers, assigns, reprioritises or moves a message
 * on (SUPPORT_MOVES; resolving needs a response). A new response is mailed to the sender, who
 * also sees it where they sent the message; their open tabs are told.
 */
export async function handleSupportMessage(
  db: Executor,
  caller: Caller,
  id: string,
  update: SupportUpdate,
): Promise<SupportMessage> {
  if (!may(caller, 'handle-support')) throw forbidden();
  return db.transaction(async (tx) => {
    const current = await lockSupportMessage(tx, id);
    if (!current) throw notFound(SUPPORT_TEXTS.notFound);
    const status = update.status ?? current.status;
    if (!canMoveSupport(current.status, status)) throw conflict(SUPPORT_TEXTS.moveRefused);
    const response = update.response ?? current.response;
    if (status === 'resolved' && !response) throw badRequest(SUPPORT_TEXTS.responseMissing);
    if (update.assignedTo) {
      const assignee = await findUserById(tx, update.assignedTo);
      if (assignee?.role !== 'moderator') throw badRequest(SUPPORT_TEXTS.assigneeNotModerator);
    }
    await setSupportHandling(tx, id, { ...update, updatedAt: now() });
    const message = present((await findSupportMessage(tx, id))!);
    if (update.response !== undefined && update.response !== current.response) {
      await mailResponse(tx, message);
    }
    await tellUsers(tx, [{ userId: current.senderId, name: SUPPORT_EVENTS.handled, data: { id } }]);
    return message;
  });
}

async function mailResponse(tx: Executor, message: SupportMessage) {
  const sender = await findUserById(tx, message.senderId);
  if (!sender?.email) return;
  if (!(await attempt(tx, SUPPORT_RESPONSE_MAIL_LIMIT, sender.id)).allowed) return;
  await enqueueMail(
    tx,
    renderMail(
      sender.email,
      MAIL_TEXTS.supportResponse.subject(message.subject),
      createElement(SupportResponseMail, {
        name: sender.fullName,
        intro: MAIL_TEXTS.supportResponse.intro(message.subject),
        text: message.response ?? '',
        link: supportLink(sender.role),
      }),
    ),
  );
}

/**
 * The open support messages now, counted by kind and by how long they have waited (SUPPORT_AGES),
 * for the moderators' Reports tab.
 */
export const openSupportByAge = (db: Executor) => openMessagesByAge(db, now());
