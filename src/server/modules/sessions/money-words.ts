import { formatInAmsterdam } from '../../../shared/format-date';
import { formatEuros } from '../../../shared/format-money';
import { cancellationNotice } from '../../../shared/session-actions';
import { now } from '../../lib/clock';
import { link } from '../../lib/links';
import type { Side } from '../../../shared/session-rules';
import type { MoneyNews } from '../payments/money-news';
import type { SessionRow } from './repository';

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

const dueDay = (at: Date) => `${formatInAmsterdam(at, "EEEE d MMMM 'at' HH:mm")} (Amsterdam time)`;
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
            ? `Pay ${amount} by ${dueDay(awaited.dueAt)} to book it. Unpaid by then, it is not booked and its time is free again.`
            : `Pay the ${amount} difference by ${dueDay(awaited.dueAt)} to make the move. Until it is paid, the session stays as booked.`,
          // What the learner agrees to by paying (issue 37).
          ...(booking ? [cancellationNotice(row.session.startsAt, now())] : []),
        ],
        pay: { link: link(`/pay/${row.session.id}`), action: `Pay ${amount}` },
        subject: `Pay ${amount} by ${dueShort(awaited.dueAt)} to ${booking ? 'book' : 'move'}: ${row.activityTitle} with ${row.buddyName}`,
      };
    }
    if (refunded > 0) {
      return {
        lines: [
          kept === 0
            ? `Everything you paid, ${formatEuros(refunded)}, goes back to the way you paid.`
            : `${formatEuros(refunded)} of what you paid goes back to the way you paid; ${formatEuros(kept)} stays paid.`,
        ],
      };
    }
    return news.paidThroughUs && kept > 0
      ? { lines: [`You have paid ${formatEuros(kept)} for this session; nothing more is owed.`] }
      : { lines: [] };
  }
  const learner = row.learnerName;
  if (awaited) {
    return {
      lines: [
        awaited.kind === 'booking'
          ? `${learner} has until ${dueDay(awaited.dueAt)} to pay; the session is booked once they do, and we let you know.`
          : `${learner} has until ${dueDay(awaited.dueAt)} to pay the ${formatEuros(awaited.amountCents)} difference; the move is made once they do. Until then the session stays as booked.`,
      ],
    };
  }
  if (refunded > 0) {
    return {
      lines: [
        kept === 0
          ? `${learner} gets everything they paid back; nothing is owed to you for this session.`
          : `${learner} gets ${formatEuros(refunded)} back; your share of the session is now ${formatEuros(news.shareCents)}.`,
      ],
    };
  }
  return { lines: [] };
}
