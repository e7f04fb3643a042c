import { formatEuros } from '../../../shared/format-money';
import { cancellationNotice } from '../../../shared/session-actions';
import { otherSide, type Side } from '../../../shared/session-rules';
import { link } from '../../lib/links';
import { enqueueMail } from '../../lib/mailer';
import { sessionMail } from './session-mail';
import type { MoneyNews } from '../payments/money-news';
import { followCalendars } from '../calendar/session-mails';
import { moneyWords } from './money-words';
import { partyOf, termLines } from './presenter';
import type { Reaction } from './session-changed';
import type { SessionRow } from './repository';
import { SESSION_MAIL_TEXTS } from './texts';

const TEXTS = SESSION_MAIL_TEXTS;

/**
 * The server's news about a payment (decision 038): paid, the session is booked (or its move
 * made) and both sides get their calendar file; unpaid at its deadline, both are told it lapsed.
 * A move nobody answered in time lapses too, and both are told the session stays as booked.
 */
export const tellPaymentOutcome: Reaction = async (tx, e, money) => {
  const { row } = e;
  const moved = e.transition.from === 'approved';
  if (e.transition.event === 'pay') {
    for (const side of ['learner', 'buddy'] as const) {
      await followCalendars(tx, row, side, 'request', {
        changed: moved,
        money: paidWords(money, side, row, e.at),
      });
    }
    return;
  }
  if (e.transition.event !== 'lapse') return;
  for (const side of ['learner', 'buddy'] as const) {
    const to = partyOf(row, side);
    const other = partyOf(row, otherSide(side)).name;
    const { subject, news } = TEXTS.lapsed[
      !moved
        ? 'notBooked'
        : e.before?.moveStatus === 'awaiting_payment'
          ? 'moveNotPaid'
          : 'moveNotAnswered'
    ](row.activityTitle, other);
    await enqueueMail(tx, {
      ...sessionMail(to, subject, {
        news,
        terms: termLines(row.session, side),
        words: null,
        money: moneyWords(money, side, row).lines,
        link: link('/messages'),
      }),
    });
  }
};

/**
 * What a payment's mail says: to the learner what they paid, the cancellation rule it is booked
 * under and their receipt; to the buddy their share.
 */
function paidWords(money: MoneyNews, side: Side, row: SessionRow, at: Date) {
  if (side === 'buddy') {
    return { lines: [TEXTS.paid.share(formatEuros(money.shareCents))] };
  }
  return {
    lines: [
      TEXTS.paid.paid(formatEuros(money.keptCents)),
      cancellationNotice(row.session.startsAt, at),
    ],
    pay: { link: link(`/learner/receipts/${row.session.id}`), action: TEXTS.paid.receipt },
  };
}
