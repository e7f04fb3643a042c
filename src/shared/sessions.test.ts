import { describe, expect, it } from 'vitest';
import {
  calendarChangeOf,
  mayAnswer,
  SESSION_EVENTS,
  SESSION_STATUSES,
  TRANSITIONS,
  transitionOf,
} from './sessions';

describe('mayAnswer', () => {
  it('lets the buddy answer pending proposals only', () => {
    for (const status of SESSION_STATUSES) {
      for (const answer of ['approve', 'reject', 'modify'] as const) {
        expect(mayAnswer('buddy', status, answer), `${status} ${answer}`).toBe(
          status === 'pending',
        );
      }
    }
  });

  it('lets the learner answer counter-proposals only', () => {
    for (const status of SESSION_STATUSES) {
      for (const answer of ['accept', 'decline'] as const) {
        expect(mayAnswer('learner', status, answer)).toBe(status === 'modified');
      }
    }
    expect(mayAnswer('learner', 'pending', 'approve')).toBe(false);
    expect(mayAnswer('buddy', 'modified', 'accept')).toBe(false);
  });
});

describe('the transition table', () => {
  it('has one target for each event, status and actor, with payments on and off', () => {
    for (const event of SESSION_EVENTS) {
      for (const from of [null, ...SESSION_STATUSES]) {
        for (const actor of ['learner', 'buddy', 'system'] as const) {
          for (const payments of ['on', 'off'] as const) {
            const targets = TRANSITIONS.filter(
              (t) =>
                t.event === event &&
                t.from === from &&
                t.by.includes(actor) &&
                (t.payments === undefined || t.payments === payments),
            );
            expect(targets.length, `${event} ${from} ${actor} ${payments}`).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });

  it('leaves rejected, cancelled and completed sessions where they are', () => {
    for (const end of ['rejected', 'cancelled', 'completed'] as const) {
      expect(TRANSITIONS.filter((t) => t.from === end)).toEqual([]);
    }
  });

  it('moves a booked session back to the other side', () => {
    // Asking to move leaves it booked until the other side accepts (decision 039).
    for (const side of ['learner', 'buddy'] as const) {
      for (const event of ['move', 'accept-move', 'decline-move', 'withdraw-move'] as const) {
        expect(transitionOf(event, 'approved', side, 'on')?.to).toBe('approved');
      }
    }
    expect(transitionOf('move', 'pending', 'learner', 'off')).toBeUndefined();
    expect(transitionOf('move', 'awaiting_payment', 'learner', 'on')).toBeUndefined();
    expect(transitionOf('pay', 'approved', 'system', 'on')?.to).toBe('approved');
    expect(transitionOf('lapse', 'approved', 'system', 'on')?.to).toBe('approved');
  });

  it('lets only the buddy change a booked session in place, which updates calendars', () => {
    expect(transitionOf('edit', 'approved', 'buddy', 'off')?.to).toBe('approved');
    expect(transitionOf('edit', 'approved', 'learner', 'off')).toBeUndefined();
    expect(transitionOf('edit', 'pending', 'buddy', 'off')).toBeUndefined();
    expect(calendarChangeOf(transitionOf('edit', 'approved', 'buddy', 'off')!, true)).toBe(
      'request',
    );
  });

  it('lets the server complete a session on its own, and end those of a deleted account', () => {
    expect(transitionOf('complete', 'approved', 'system', 'off')?.to).toBe('completed');
    expect(TRANSITIONS.filter((t) => t.by.includes('system')).map((t) => t.event)).toEqual([
      'pay',
      'lapse',
      'cancel',
      'reject',
      'decline',
      'cancel',
      'pay',
      'lapse',
      'complete',
    ]);
    expect(transitionOf('move', 'approved', 'system', 'off')).toBeUndefined();
  });

  it('with payments on, books an approval once the server is told it is paid (decision 038)', () => {
    expect(transitionOf('approve', 'pending', 'buddy', 'on')?.to).toBe('awaiting_payment');
    expect(transitionOf('accept', 'modified', 'learner', 'on')?.to).toBe('awaiting_payment');
    expect(transitionOf('pay', 'awaiting_payment', 'system', 'on')?.to).toBe('approved');
    expect(transitionOf('pay', 'awaiting_payment', 'learner', 'on')).toBeUndefined();
    expect(transitionOf('lapse', 'awaiting_payment', 'system', 'on')?.to).toBe('cancelled');
    expect(transitionOf('cancel', 'awaiting_payment', 'learner', 'on')?.to).toBe('cancelled');
    // Waiting for payment sends no calendar file; being paid sends the booking's.
    expect(calendarChangeOf({ from: 'pending', to: 'awaiting_payment' }, false)).toBeNull();
    expect(calendarChangeOf({ from: 'awaiting_payment', to: 'approved' }, false)).toBe('request');
    expect(calendarChangeOf({ from: 'awaiting_payment', to: 'cancelled' }, false)).toBeNull();
  });

  it('tells calendars of bookings, of booked times changed and of booked times given up', () => {
    expect(calendarChangeOf({ from: 'pending', to: 'approved' }, false)).toBe('request');
    expect(calendarChangeOf({ from: 'modified', to: 'approved' }, false)).toBe('request');
    expect(calendarChangeOf({ from: 'approved', to: 'cancelled' }, false)).toBe('cancel');
    expect(calendarChangeOf({ from: 'approved', to: 'approved' }, true)).toBe('request');
    // Asking to move, or declining a move, leaves calendars as they are.
    expect(calendarChangeOf({ from: 'approved', to: 'approved' }, false)).toBeNull();
    expect(calendarChangeOf({ from: 'approved', to: 'completed' }, false)).toBeNull();
    expect(calendarChangeOf({ from: 'pending', to: 'rejected' }, false)).toBeNull();
  });
});
