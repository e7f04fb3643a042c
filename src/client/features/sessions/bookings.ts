import type { Booking } from '@shared/bookings';
import { UPCOMING_STATUSES } from '@shared/sessions';

export const isUpcoming = (booking: Booking, now: Date) =>
  UPCOMING_STATUSES.includes(booking.status) && new Date(booking.startsAt) > now;

/** Upcoming (soonest first) and past (latest first) activities for the profile page. */
export function splitActivities(bookings: readonly Booking[], now: Date) {
  const byStart = [...bookings].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return {
    upcoming: byStart.filter((b) => isUpcoming(b, now)),
    past: byStart.filter((b) => new Date(b.startsAt) <= now && b.status !== 'rejected').reverse(),
  };
}
