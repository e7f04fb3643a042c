import type { Booking } from '@shared/bookings';
import type { Proposal } from '@shared/proposals';
import type { SessionStatus } from '@shared/sessions';

/** Still ahead and either booked or waiting for an answer (SPEC: "confirmed or pending"). */
const UPCOMING: readonly SessionStatus[] = ['approved', 'pending', 'modified'];

export const isUpcoming = (booking: Booking, now: Date) =>
  UPCOMING.includes(booking.status) && new Date(booking.startsAt) > now;

/** The dashboard's counters: Completed Sessions, Upcoming Sessions, Total Proposals. */
export function sessionCounts(
  bookings: readonly Booking[],
  proposals: readonly Proposal[],
  now: Date,
) {
  return {
    completed: bookings.filter((b) => b.status === 'completed').length,
    upcoming: bookings.filter((b) => isUpcoming(b, now)).length,
    proposals: proposals.length,
  };
}

/** Completed sessions the learner has not reviewed yet, latest first as the list comes. */
export const awaitingReview = (bookings: readonly Booking[]) =>
  bookings.filter((b) => b.status === 'completed' && !b.reviewed);

/** Upcoming (soonest first) and past (latest first) activities for the profile page. */
export function splitActivities(bookings: readonly Booking[], now: Date) {
  const byStart = [...bookings].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return {
    upcoming: byStart.filter((b) => isUpcoming(b, now)),
    past: byStart.filter((b) => new Date(b.startsAt) <= now && b.status !== 'rejected').reverse(),
  };
}
