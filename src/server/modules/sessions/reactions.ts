import { MESSAGING_EVENTS } from '../../../shared/messaging';
import type { Proposal } from '../../../shared/proposals-schemas';
import { LINE_OF_EVENT } from '../../../shared/session-lines';
import { otherSide, type Side } from '../../../shared/session-rules';
import { TIME_HOLDING_STATUSES } from '../../../shared/sessions';
import type { Executor } from '../../db/client';
import { tellUsers } from '../../lib/event-bus';
import { link } from '../../lib/links';
import { enqueueMail } from '../../lib/mailer';
import { sessionMail } from './session-mail';
import { attemptAll, type RateRule } from '../../lib/rate-limits';
import { openTimesChanged } from '../availability/open-time-summaries';
import { postMessage } from '../messaging/service';
import { followPayment } from '../payments/money';
import { moneyNewsOf, type MoneyNews } from '../payments/money-news';
import { formatEuros } from '../../../shared/format-money';
import { moneyWords } from './money-words';
import { calendarOfChange, followCalendars } from '../calendar/session-mails';
import { tellPaymentOutcome } from './payment-mails';
import { partyOf, presentProposal, termLines } from './presenter';
import { bookedTimesOf, type SessionRow } from './repository';
import { asLineTerms } from './terms';
import type { AccountEnding, Reaction, SessionChanged } from './session-changed';
import { SESSION_MAIL_TEXTS } from './texts';

const MINUTE = 60_000;

/**
 * Mails about proposals and answers a user may get at once (decision 019): one per sender in a
 * window, and a ceiling a day, however many accounts write to them. The rest wait unread for
 * the message digest, which quotes them. Mails carrying a calendar change are always sent:
 * each needs the recipient's own booking first, so nobody can flood with them.
 */
export const SESSION_MAIL_LIMITS = {
  perSender: { scope: 'session-mail:pair', max: 1, windowMs: 10 * MINUTE },
  perRecipient: { scope: 'session-mail:recipient', max: 20, windowMs: 24 * 60 * MINUTE },
} satisfies Record<string, RateRule>;

async function mayMailNow(tx: Executor, senderId: string, recipientId: string) {
  const mail = await attemptAll(tx, [
    [SESSION_MAIL_LIMITS.perSender, `${senderId}>${recipientId}`],
    [SESSION_MAIL_LIMITS.perRecipient, recipientId],
  ]);
  return mail.allowed;
}

const TEXTS = SESSION_MAIL_TEXTS;

/**
 * The line in their chat from the side that made the change (data, worded by each reader), and
 * a mail to the other side: at once within SESSION_MAIL_LIMITS (the line then counts as mailed,
 * so the digest does not tell it again), else through the digest. A mail that carries a calendar
 * change, a payment due or money given back is always sent at once (decision 039).
 */
const tellOtherSide: Reaction = async (tx, e, money) => {
  const kind = LINE_OF_EVENT[e.transition.event];
  if (!kind || (e.actor.side !== 'learner' && e.actor.side !== 'buddy')) return;
  const { row } = e;
  const toSide = otherSide(e.actor.side);
  const by = partyOf(row, e.actor.side);
  const to = partyOf(row, toSide);
  const mailNow =
    e.calendar !== null ||
    money.refundedCents > 0 ||
    awaitsPaymentSince(e, money) ||
    (await mayMailNow(tx, by.userId, to.userId));
  await postMessage(tx, {
    senderId: by.userId,
    receiverId: to.userId,
    content: e.words ?? '',
    sessionId: row.session.id,
    line: { kind, ...asLineTerms(row.session.activityId, e.terms) },
    mailedAt: mailNow ? e.at : null,
  });
  if (!mailNow) return;
  const news = TEXTS.news[kind](by.name, row.activityTitle);
  const said = moneyWords(money, toSide, row);
  await enqueueMail(tx, {
    ...sessionMail(to, said.subject ?? news, {
      news,
      terms: termLines(e.terms, toSide),
      words: e.words,
      money: said.lines,
      link: said.pay?.link ?? link('/messages'),
      ...(said.pay && { action: said.pay.action }),
    }),
    ...(e.calendar && {
      calendar: calendarOfChange(row, toSide, e.calendar),
    }),
  });
};

/** Whether the change made the learner owe a payment: a booking's, or an accepted move's difference. */
const awaitsPaymentSince = (e: SessionChanged, money: MoneyNews) =>
  money.awaited !== null &&
  (e.transition.to === 'awaiting_payment' || e.transition.event === 'accept-move');

/** The side who booked, changed, cancelled or moved gets their own calendar file (and reminders). */
const followOwnCalendar: Reaction = async (tx, e, money) => {
  if (!e.calendar || (e.actor.side !== 'learner' && e.actor.side !== 'buddy')) return;
  const edited = e.transition.from === e.transition.to;
  await followCalendars(tx, e.row, e.actor.side, e.calendar, {
    changed: edited,
    money: moneyWords(money, e.actor.side, e.row),
  });
};

/**
 * What the other side of a session that ended with an account is told: the mail's subject, and
 * its news. A suspended account is named as the other side knew it; a deleted one already reads
 * 'Deleted user', so its mail names only the side that left.
 */
function endingNews(ending: AccountEnding, row: SessionRow, left: Side, cancelled: boolean) {
  const title = row.activityTitle;
  if (ending.why === 'suspended') {
    const name = partyOf(row, left).name;
    const subject = cancelled
      ? TEXTS.ending.suspendedCancelled(title, name)
      : TEXTS.ending.suspendedWithdrawn(title, name);
    return { subject, news: TEXTS.ending.suspendedNews(subject, name) };
  }
  const subject = cancelled
    ? TEXTS.ending.deletedCancelled(title)
    : TEXTS.ending.deletedWithdrawn(title);
  return { subject, news: TEXTS.ending.deletedNews(subject, left) };
}

/**
 * A session ended with its account, suspended by a moderator or deleted by its owner: the other
 * side is mailed why (with the calendar's CANCEL for a booked session). The account that ended
 * hears nothing of it here: a suspended one gets its suspension mail, a deleted one is gone.
 */
const tellEndedWithAccount: Reaction = async (tx, e, money) => {
  const ending = 'ending' in e.actor ? e.actor.ending : undefined;
  if (!ending) return;
  const { row } = e;
  for (const side of ['learner', 'buddy'] as const) {
    const to = partyOf(row, side);
    if (to.userId === ending.userId) continue;
    const { subject, news } = endingNews(
      ending,
      row,
      otherSide(side),
      e.transition.event === 'cancel',
    );
    await enqueueMail(tx, {
      ...sessionMail(to, subject, {
        news,
        terms: termLines(e.terms, side),
        words: null,
        money: moneyWords(money, side, row).lines,
        link: link('/messages'),
      }),
      ...(e.calendar && { calendar: calendarOfChange(row, side, e.calendar) }),
    });
  }
};

/** A completed session: the learner is invited to review it, the buddy told (with their share). */
const tellCompletion: Reaction = async (tx, e, money) => {
  if (e.transition.to !== 'completed') return;
  const { row } = e;
  for (const side of ['learner', 'buddy'] as const) {
    const to = partyOf(row, side);
    const other = partyOf(row, otherSide(side)).name;
    const news = TEXTS.completion.news(row.activityTitle, other);
    await enqueueMail(tx, {
      ...sessionMail(to, TEXTS.completion.subject(row.activityTitle, other), {
        news,
        terms: termLines(row.session, side),
        ...(side === 'learner'
          ? {
              note: TEXTS.completion.reviewNote(other),
              link: link('/learner/dashboard'),
              action: TEXTS.completion.review,
            }
          : {
              money: money.paidThroughUs
                ? [TEXTS.completion.share(formatEuros(money.shareCents))]
                : [],
              note: TEXTS.completion.thanks,
              link: link('/messages'),
            }),
      }),
    });
  }
};

/** The proposal's new view, told to its learner's and its buddy's open tabs. */
export async function tellParties(tx: Executor, row: SessionRow): Promise<Proposal> {
  const view = presentProposal(row);
  await tellUsers(
    tx,
    [row.session.learnerId, row.session.buddyId].map((userId) => ({
      userId,
      name: MESSAGING_EVENTS.proposal,
      data: view,
    })),
  );
  return view;
}

const holdsTime = (status: SessionRow['session']['status'] | null) =>
  status !== null && TIME_HOLDING_STATUSES.includes(status);

/** Whether a move's new time is held: accepted, waiting for its difference (decision 039). */
const holdsMove = (moveStatus: SessionRow['session']['moveStatus'] | undefined) =>
  moveStatus === 'awaiting_payment';

/** A time booked, held for payment or given up: the buddy's open times changed (their summary, open tabs). */
const tellOpenTimesChanged: Reaction = async (tx, { row, before, transition, calendar }) => {
  if (
    calendar ||
    holdsTime(transition.from) !== holdsTime(transition.to) ||
    holdsMove(before?.moveStatus) !== holdsMove(row.session.moveStatus)
  ) {
    await openTimesChanged(tx, row.session.buddyId, bookedTimesOf);
  }
};

const REACTIONS: readonly Reaction[] = [
  tellOtherSide,
  followOwnCalendar,
  tellOpenTimesChanged,
  tellEndedWithAccount,
  tellCompletion,
  tellPaymentOutcome,
  async (tx, e) => void (await tellParties(tx, e.row)),
];

export async function reactToSessionChange(tx: Executor, change: SessionChanged) {
  // Payments first: the money follows the session (decision 039), and the mails tell it.
  await followPayment(tx, change);
  const money = await moneyNewsOf(tx, change.row.session.id, change.at);
  for (const react of REACTIONS) await react(tx, change, money);
}
