import { describe, expect, it } from 'vitest';
import { PROPOSAL_TEXTS } from './proposals';
import {
  CANCELLATION_NOTICE_TEXTS,
  CANCELLATION_WINDOW_HOURS,
  cancellationNotice,
  SESSION_ACTION_TEXTS,
} from './session-actions';
import {
  cancellationRefusal,
  confirmationOutcome,
  editRefusal,
  reportOutcome,
  type SessionState,
} from './session-rules';

const HOUR = 60 * 60_000;
const start = new Date('2026-12-01T13:00:00Z');
const booked: SessionState = {
  status: 'approved',
  startsAt: start,
  endsAt: new Date(start.getTime() + HOUR),
  learnerConfirmedAt: null,
  buddyConfirmedAt: null,
  learnerReportedAt: null,
  buddyReportedAt: null,
};
const after = new Date(start.getTime() + 2 * HOUR);
const earlier = new Date(start.getTime() - HOUR);

describe('confirming a session', () => {
  it('waits for the end and for a booked session', () => {
    expect(confirmationOutcome(booked, 'learner', earlier)).toEqual({
      kind: 'refused',
      reason: PROPOSAL_TEXTS.notEnded,
    });
    for (const status of ['pending', 'modified', 'rejected', 'cancelled'] as const) {
      expect(confirmationOutcome({ ...booked, status }, 'buddy', after)).toEqual({
        kind: 'refused',
        reason: PROPOSAL_TEXTS.notBooked,
      });
    }
  });

  it('goes first, then second completes; again changes nothing', () => {
    expect(confirmationOutcome(booked, 'learner', after)).toEqual({
      kind: 'confirmed',
      completes: false,
      first: true,
    });
    const one = { ...booked, learnerConfirmedAt: after };
    expect(confirmationOutcome(one, 'learner', after)).toEqual({ kind: 'unchanged' });
    expect(confirmationOutcome(one, 'buddy', after)).toEqual({
      kind: 'confirmed',
      completes: true,
      first: false,
    });
    expect(confirmationOutcome({ ...one, status: 'completed' }, 'buddy', after)).toEqual({
      kind: 'unchanged',
    });
  });

  it('never completes a reported session', () => {
    const reported = { ...booked, learnerReportedAt: after };
    expect(confirmationOutcome(reported, 'learner', after)).toEqual({
      kind: 'refused',
      reason: SESSION_ACTION_TEXTS.reportedAlready,
    });
    expect(confirmationOutcome({ ...reported, learnerConfirmedAt: null }, 'buddy', after)).toEqual({
      kind: 'confirmed',
      completes: false,
      first: true,
    });
  });
});

describe('reporting a session', () => {
  it('comes after the end, instead of confirming, once', () => {
    expect(reportOutcome(booked, 'buddy', earlier).kind).toBe('refused');
    expect(reportOutcome(booked, 'buddy', after)).toEqual({ kind: 'reported' });
    expect(reportOutcome({ ...booked, buddyReportedAt: after }, 'buddy', after)).toEqual({
      kind: 'unchanged',
    });
    expect(reportOutcome({ ...booked, buddyConfirmedAt: after }, 'buddy', after)).toEqual({
      kind: 'refused',
      reason: SESSION_ACTION_TEXTS.confirmedAlready,
    });
  });
});

describe('cancelling a session', () => {
  it('is open until 24 hours before the start', () => {
    expect(cancellationRefusal(booked, new Date(start.getTime() - 24 * HOUR))).toBeUndefined();
    expect(cancellationRefusal(booked, new Date(start.getTime() - 24 * HOUR + 1))).toBe(
      SESSION_ACTION_TEXTS.cancelWindow,
    );
    expect(cancellationRefusal(booked, after)).toBe(SESSION_ACTION_TEXTS.notCancellable);
    expect(cancellationRefusal({ ...booked, status: 'pending' }, earlier)).toBe(
      SESSION_ACTION_TEXTS.notCancellable,
    );
  });
});

describe('the buddy changing a booked session', () => {
  const dayBefore = new Date(start.getTime() - 48 * HOUR);
  it('is open until 24 hours before the start, to a start 24 hours ahead or later', () => {
    const later = new Date(start.getTime() + 2 * HOUR);
    expect(editRefusal(booked, later, dayBefore)).toBeUndefined();
    expect(editRefusal(booked, new Date(dayBefore.getTime() + 24 * HOUR), dayBefore)).toBe(
      undefined,
    );
    expect(editRefusal(booked, new Date(dayBefore.getTime() + 24 * HOUR - 1), dayBefore)).toBe(
      SESSION_ACTION_TEXTS.editTooSoon,
    );
    expect(editRefusal(booked, later, new Date(start.getTime() - 23 * HOUR))).toBe(
      SESSION_ACTION_TEXTS.editWindow,
    );
    expect(editRefusal({ ...booked, status: 'pending' }, later, dayBefore)).toBe(
      SESSION_ACTION_TEXTS.notEditable,
    );
    expect(editRefusal(booked, later, after)).toBe(SESSION_ACTION_TEXTS.notEditable);
  });
});

describe('cancellationNotice (issue 37)', () => {
  const startsAt = new Date('2026-12-02T13:00:00Z'); // Wednesday 2 December, 14:00 in Amsterdam

  it('says until when a session booked ahead of the window may be cancelled or moved', () => {
    const notice = cancellationNotice(startsAt, new Date('2026-11-28T10:00:00Z'));
    expect(notice).toBe(CANCELLATION_NOTICE_TEXTS.freeUntil('Tuesday 1 December at 14:00'));
    expect(notice).toContain(`${CANCELLATION_WINDOW_HOURS} hours before it starts`);
  });

  it('warns that one starting within the window cannot be, exactly when the server refuses', () => {
    const deadline = new Date(startsAt.getTime() - CANCELLATION_WINDOW_HOURS * 3_600_000);
    const past = new Date(deadline.getTime() + 1);
    expect(cancellationNotice(startsAt, past)).toBe(CANCELLATION_NOTICE_TEXTS.withinWindow);
    expect(cancellationRefusal({ status: 'approved', startsAt }, past)).toBe(
      SESSION_ACTION_TEXTS.cancelWindow,
    );
    expect(cancellationNotice(startsAt, deadline)).not.toBe(CANCELLATION_NOTICE_TEXTS.withinWindow);
    expect(cancellationRefusal({ status: 'approved', startsAt }, deadline)).toBeUndefined();
  });
});
