import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/bookings';
import { cancelState } from '@/features/sessions/session-state';
import { splitActivities } from './bookings';

const NOW = new Date('2026-03-10T12:00:00Z');

const booking = (over: Partial<Booking>): Booking => ({
  id: 's1',
  learner: 'Lea',
  buddy: 'Bob',
  learnerId: 'l',
  buddyId: 'b',
  buddySlug: 'bob',
  activity: 'Coffee Chats',
  date: '2026-03-12',
  time: '14:00',
  endTime: '15:00',
  duration: 60,
  location: 'Amsterdam',
  status: 'approved',
  price: 25,
  startsAt: '2026-03-12T13:00:00Z',
  endsAt: '2026-03-12T14:00:00Z',
  learnerConfirmed: false,
  buddyConfirmed: false,
  learnerReported: false,
  buddyReported: false,
  cancelledBy: null,
  cancelReason: null,
  reviewed: false,
  ...over,
});

describe('cancelling', () => {
  it('is open until 24 hours before the start, then too late, and never for others', () => {
    expect(cancelState(booking({}), NOW)).toBe('open');
    expect(cancelState(booking({ startsAt: '2026-03-11T11:59:00Z' }), NOW)).toBe('too-late');
    expect(cancelState(booking({ startsAt: '2026-03-10T11:00:00Z' }), NOW)).toBe('none');
    expect(cancelState(booking({ status: 'pending' }), NOW)).toBe('none');
  });
});

describe('the profile page activities', () => {
  it('lists upcoming soonest first and past latest first', () => {
    const { upcoming, past } = splitActivities(
      [
        booking({ id: 'later', startsAt: '2026-03-20T13:00:00Z' }),
        booking({ id: 'soon' }),
        booking({ id: 'old', status: 'completed', startsAt: '2026-02-01T13:00:00Z' }),
        booking({ id: 'recent', status: 'completed', startsAt: '2026-03-01T13:00:00Z' }),
      ],
      NOW,
    );
    expect(upcoming.map((b) => b.id)).toEqual(['soon', 'later']);
    expect(past.map((b) => b.id)).toEqual(['recent', 'old']);
  });
});
