import { describe, expect, it } from 'vitest';
import { sessionStep, type SessionView } from './session-state';

const NOW = new Date('2026-03-10T12:00:00Z');
const session = (over: Partial<SessionView>): SessionView => ({
  status: 'approved',
  startsAt: '2026-03-12T12:00:00Z',
  durationMinutes: 60,
  learnerConfirmed: false,
  buddyConfirmed: false,
  learnerReported: false,
  buddyReported: false,
  ...over,
});

describe('sessionStep', () => {
  it('offers cancelling before the window, then only the calendar', () => {
    expect(sessionStep(session({}), 'buddy', NOW)).toEqual({ kind: 'ahead', cancel: 'open' });
    expect(sessionStep(session({ startsAt: '2026-03-11T11:00:00Z' }), 'buddy', NOW)).toEqual({
      kind: 'ahead',
      cancel: 'too-late',
    });
  });

  it('offers nothing while under way, then confirming to each side until it has its word', () => {
    const ended = { startsAt: '2026-03-10T10:30:00Z', durationMinutes: 90 };
    expect(sessionStep(session({ startsAt: '2026-03-10T11:30:00Z' }), 'buddy', NOW).kind).toBe(
      'none',
    );
    expect(sessionStep(session(ended), 'buddy', NOW).kind).toBe('to-confirm');
    const learnerDone = session({ ...ended, learnerConfirmed: true, buddyReported: true });
    expect(sessionStep(learnerDone, 'learner', NOW).kind).toBe('confirmed');
    expect(sessionStep(learnerDone, 'buddy', NOW).kind).toBe('reported');
  });

  it('offers paying, or calling it off, while it waits for payment, until it starts', () => {
    const waiting = session({ status: 'awaiting_payment', startsAt: '2026-03-10T15:00:00Z' });
    expect(sessionStep(waiting, 'learner', NOW)).toEqual({ kind: 'awaiting-payment' });
    expect(sessionStep(waiting, 'buddy', NOW)).toEqual({ kind: 'awaiting-payment' });
    const started = session({ status: 'awaiting_payment', startsAt: '2026-03-10T11:00:00Z' });
    expect(sessionStep(started, 'learner', NOW)).toEqual({ kind: 'none' });
  });

  it('offers nothing for a session that is not booked', () => {
    for (const status of ['pending', 'modified', 'cancelled', 'completed'] as const) {
      expect(sessionStep(session({ status }), 'learner', NOW).kind).toBe('none');
    }
  });
});
