import { amsterdamDate, amsterdamTime } from '../../../shared/amsterdam-time';
import { formatInAmsterdam } from '../../../shared/format-date';
import { buddyEarningsCents } from '../../../shared/pricing';
import { formatEuros } from '../../../shared/format-money';
import type { Booking } from '../../../shared/bookings';
import type { Proposal } from '../../../shared/proposals-schemas';
import type { SessionRow } from './repository';
import { moveOf } from './terms';
import { SESSION_MAIL_TEXTS } from './texts';

const TEXTS = SESSION_MAIL_TEXTS.terms;
const euros = (cents: number) => Math.round(cents) / 100;

function terms(startsAt: Date, duration: number, location: string, priceCents: number) {
  return {
    date: amsterdamDate(startsAt),
    time: amsterdamTime(startsAt),
    dateTime: startsAt.toISOString(),
    duration,
    location,
    price: euros(priceCents),
  };
}

/** One side of a session: who they are, and where their mail goes. */
export const partyOf = (row: SessionRow, side: 'learner' | 'buddy') =>
  side === 'learner'
    ? { userId: row.session.learnerId, email: row.learnerEmail, name: row.learnerName }
    : { userId: row.session.buddyId, email: row.buddyEmail, name: row.buddyName };

/** The stored view of SPEC section 3, with no private field of either side. */
export function presentProposal({ session: s, ...row }: SessionRow): Proposal {
  const move = moveOf(s);
  const current = terms(s.startsAt, s.durationMinutes, s.location, s.priceCents);
  const counter =
    s.counterStartsAt && s.counterDurationMinutes && s.counterPriceCents !== null
      ? terms(
          s.counterStartsAt,
          s.counterDurationMinutes,
          s.counterLocation ?? s.location,
          s.counterPriceCents,
        )
      : null;
  return {
    id: s.id,
    status: s.status,
    learner: { fullName: row.learnerName },
    buddy: { fullName: row.buddyName },
    learnerId: s.learnerId,
    buddyId: s.buddyId,
    buddySlug: row.buddySlug,
    learnerName: row.learnerName,
    buddyName: row.buddyName,
    activityType: row.activityTitle,
    proposedDate: current.date,
    proposedTime: current.time,
    duration: current.duration,
    location: current.location,
    price: current.price,
    proposedDateTime: current.dateTime,
    proposedDuration: current.duration,
    proposedLocation: current.location,
    proposedPrice: current.price,
    message: s.message,
    buddyResponse: s.buddyResponse,
    counterProposal: counter,
    move:
      move && s.moveStatus && s.moveBy
        ? {
            status: s.moveStatus,
            by: s.moveBy,
            reason: s.moveReason ?? '',
            terms: terms(move.startsAt, move.durationMinutes, move.location, move.priceCents),
          }
        : null,
    learnerConfirmed: s.learnerConfirmedAt !== null,
    buddyConfirmed: s.buddyConfirmedAt !== null,
    learnerReported: s.learnerReportedAt !== null,
    buddyReported: s.buddyReportedAt !== null,
    moderatorNotified: false,
    withinAvailability: s.withinAvailability,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/**
 * The same terms as lines for a mail or a calendar file, for one side: the learner reads the
 * price, the buddy their share of it (80%).
 */
export function termLines(
  t: { startsAt: Date; durationMinutes: number; location: string; priceCents: number },
  side: 'learner' | 'buddy',
) {
  return [
    TEXTS.when(formatInAmsterdam(t.startsAt, "EEEE d MMMM yyyy 'at' HH:mm")),
    TEXTS.howLong(t.durationMinutes),
    TEXTS.where(t.location),
    side === 'learner'
      ? TEXTS.price(formatEuros(t.priceCents))
      : TEXTS.share(formatEuros(buddyEarningsCents(t.priceCents))),
  ];
}

/** A session as the calendars show it (SPEC section 3 "Session / Booking"). */
export function presentBooking({ session: s, ...row }: SessionRow): Booking {
  return {
    id: s.id,
    learner: row.learnerName,
    buddy: row.buddyName,
    learnerId: s.learnerId,
    buddyId: s.buddyId,
    buddySlug: row.buddySlug,
    activity: row.activityTitle,
    date: amsterdamDate(s.startsAt),
    time: amsterdamTime(s.startsAt),
    endTime: amsterdamTime(s.endsAt),
    duration: s.durationMinutes,
    location: s.location,
    status: s.status,
    price: euros(s.priceCents),
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    learnerConfirmed: s.learnerConfirmedAt !== null,
    buddyConfirmed: s.buddyConfirmedAt !== null,
    learnerReported: s.learnerReportedAt !== null,
    buddyReported: s.buddyReportedAt !== null,
    cancelledBy:
      s.cancelledBy === null ? null : s.cancelledBy === s.learnerId ? 'learner' : 'buddy',
    cancelReason: s.cancelReason,
    reviewed: row.reviewId !== null,
  };
}
