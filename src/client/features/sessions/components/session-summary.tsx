import { CalendarDays, Clock, Euro, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { isolate } from '@/lib/isolate';
import type { Booking } from '@shared/bookings';
import { formatInAmsterdam } from '@shared/format-date';
import type { Side } from '@shared/session-rules';
import { CALENDAR_TEXTS as TEXTS, counterpartOf } from './calendar-texts';
import { durationText } from './proposal-terms';
import { SessionStatusBadge } from './session-status-badge';
import { SESSION_TEXTS } from './texts';
import { formatEuros } from '@shared/format-money';

export const sessionDay = (booking: Booking) =>
  formatInAmsterdam(new Date(booking.startsAt), 'EEEE d MMMM yyyy');

/**
 * One session's facts as `side` sees them: what, with whom, when, where, the price and how far
 * it has come.
 */
export function SessionSummary({ booking, side }: { booking: Booking; side: Side }) {
  const other = counterpartOf(booking, side);
  const [mine, theirs] =
    side === 'learner'
      ? [booking.learnerConfirmed, booking.buddyConfirmed]
      : [booking.buddyConfirmed, booking.learnerConfirmed];
  const reported = side === 'learner' ? booking.learnerReported : booking.buddyReported;
  const markers = [
    mine && TEXTS.youConfirmed,
    theirs && TEXTS.theyConfirmed(isolate(other.name)),
    reported && TEXTS.youReported,
    booking.reviewed && TEXTS.reviewed,
  ].filter(Boolean);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SessionStatusBadge status={booking.status} />
        {markers.map((marker) => (
          <span key={String(marker)} className="text-xs font-medium text-stone-700">
            · {marker}
          </span>
        ))}
      </div>
      <p>
        {SESSION_TEXTS.with}{' '}
        {other.slug ? (
          <Link
            className="font-semibold text-brand-700 hover:underline"
            to={`/buddy/${other.slug}`}
          >
            <bdi>{other.name}</bdi>
          </Link>
        ) : (
          <bdi className="font-semibold">{other.name}</bdi>
        )}
      </p>
      <ul className="grid gap-1.5 text-sm text-stone-800">
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 text-stone-500" aria-hidden="true" />
          {sessionDay(booking)}
        </li>
        <li className="flex items-center gap-2">
          <Clock className="size-4 text-stone-500" aria-hidden="true" />
          {booking.time}–{booking.endTime} ({durationText(booking.duration)})
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="size-4 text-stone-500" aria-hidden="true" />
          <bdi>{booking.location}</bdi>
        </li>
        <li className="flex items-center gap-2">
          <Euro className="size-4 text-stone-500" aria-hidden="true" />
          {formatEuros(Math.round(booking.price * 100), 'bare')}
        </li>
      </ul>
      {booking.status === 'cancelled' && booking.cancelReason && (
        <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-800">
          {TEXTS.cancelledBy} {booking.cancelledBy === side ? TEXTS.you : <bdi>{other.name}</bdi>}:{' '}
          <bdi>{booking.cancelReason}</bdi>
        </p>
      )}
    </div>
  );
}
