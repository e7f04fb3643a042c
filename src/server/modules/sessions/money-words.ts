import { formatInAmsterdam } from '../../../shared/format-date';
import { formatEuros } from '../../../shared/format-money';
import { cancellationNotice } from '../../../shared/session-actions';
import { now } from '../../lib/clock';
import { link } from '../../lib/links';
import type { Side } from '../../../shared/session-rules';
import type { MoneyNews } from '../payments/money-news';
import type { SessionRow } from './repository';
import { SESSION_MAIL_TEXTS } from './texts';

/**
 * What a mail about a session says of its money, to one side (decision 039): what the learner
 * must pay and by when (with the way to pay), what goes back to them, what is still theirs to
 * have paid; the buddy reads their own share.
 */
export interface MoneyWords {
  lines: string[];
  /** The way to pay an awaited payment: the learner's only. */
  pay?: { link: string; action: string };
  /** A subject that leads with the payment due, when one is. */
  subject?: string;
}

const TEXTS = SESSION_MAIL_TEXTS.money;

const dueDay = (at: Date) => TEXTS.dueDay(formatInAmsterdam(at, "EEEE d MMMM 'at' HH:mm"));
const dueShort = (at: Date) => formatInAmsterdam(at, 'EEE d MMM HH:mm');

export function moneyWords(news: MoneyNews, side: Side, row: SessionRow): MoneyWords {
  const { awaited, refundedCents: refunded, keptCents: kept } = news;
  if (side === 'learner') {
    if (awaited) {
      const amount = formatEuros(awaited.amountCents);
      const booking = awaited.kind === 'booking';
      return {
        lines: [
          booking
            ? TEXTS.payToBook(amount, dueDay(awaited.dueAt))
            : TEXTS.payToMove(amount, dueDay(awaited.dueAt)),
          // What the learner agrees to by paying (issue 37).
          ...(booking ? [cancellationNotice(row.session.startsAt, now())] : []),
        ],
        pay: { link: link(`/pay/${row.session.id}`), action: TEXTS.pay(amount) },
        subject: TEXTS.paySubject(
          amount,
          dueShort(awaited.dueAt),
          booking,
          row.activityTitle,
          row.buddyName,
        ),
      };
    }
    if (refunded > 0) {
      return {
        lines: [
          kept === 0
            ? TEXTS.allBack(formatEuros(refunded))
            : TEXTS.partBack(formatEuros(refunded), formatEuros(kept)),
        ],
      };
    }
    return news.paidThroughUs && kept > 0
      ? { lines: [TEXTS.paidInFull(formatEuros(kept))] }
      : { lines: [] };
  }
  const learner = row.learnerName;
  if (awaited) {
    return {
      lines: [
        awaited.kind === 'booking'
          ? TEXTS.learnerToBook(learner, dueDay(awaited.dueAt))
          : TEXTS.learnerToMove(learner, dueDay(awaited.dueAt), formatEuros(awaited.amountCents)),
      ],
    };
  }
  if (refunded > 0) {
    return {
      lines: [
        kept === 0
          ? TEXTS.learnerAllBack(learner)
          : TEXTS.learnerPartBack(learner, formatEuros(refunded), formatEuros(news.shareCents)),
      ],
    };
  }
  return { lines: [] };
}
