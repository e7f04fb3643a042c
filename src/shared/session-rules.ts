import { CANCELLATION_WINDOW_HOURS, SESSION_ACTION_TEXTS } from './session-actions';
import { PROPOSAL_TEXTS } from './proposals';
import type { SessionStatus } from './sessions';

/**
 * The rules of a booked session after the handshake, as pure functions of its state and the
 * time (SPEC section 4 "Session status"): the server applies them in the session's transaction,
 * the dashboards use them to offer only what will be accepted.
 */

export type Side = 'learner' | 'buddy';

export interface SessionState {
  status: SessionStatus;
  startsAt: Date;
  endsAt: Date;
  learnerConfirmedAt: Date | null;
  buddyConfirmedAt: Date | null;
  learnerReportedAt: Date | null;
  buddyReportedAt: Date | null;
}

const HOUR_MS = 60 * 60_000;
export const otherSide = (side: Side): Side => (side === 'learner' ? 'buddy' : 'learner');
const confirmedBy = (s: SessionState, side: Side) =>
  (side === 'learner' ? s.learnerConfirmedAt : s.buddyConfirmedAt) !== null;
const reportedBy = (s: SessionState, side: Side) =>
  (side === 'learner' ? s.learnerReportedAt : s.buddyReportedAt) !== null;

export type ConfirmationOutcome =
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: string }
  /** `completes`: both sides have now confirmed and nobody reported; `first`: the other has not. */
  | { kind: 'confirmed'; completes: boolean; first: boolean };

/** What confirming does: once per side, after the end, not after reporting it. */
export function confirmationOutcome(s: SessionState, side: Side, at: Date): ConfirmationOutcome {
  if (s.status === 'completed' || (s.status === 'approved' && confirmedBy(s, side))) {
    return { kind: 'unchanged' };
  }
  if (s.status !== 'approved') return { kind: 'refused', reason: PROPOSAL_TEXTS.notBooked };
  if (s.endsAt.getTime() > at.getTime()) {
    return { kind: 'refused', reason: PROPOSAL_TEXTS.notEnded };
  }
  if (reportedBy(s, side)) return { kind: 'refused', reason: SESSION_ACTION_TEXTS.reportedAlready };
  const theirs = confirmedBy(s, otherSide(side));
  return {
    kind: 'confirmed',
    completes: theirs && !reportedBy(s, otherSide(side)),
    first: !theirs,
  };
}

export type ReportOutcome =
  { kind: 'unchanged' } | { kind: 'refused'; reason: string } | { kind: 'reported' };

/** Reporting a no-show or a problem: instead of confirming, once, after the end. */
export function reportOutcome(s: SessionState, side: Side, at: Date): ReportOutcome {
  if (s.status !== 'approved' || s.endsAt.getTime() > at.getTime()) {
    return { kind: 'refused', reason: SESSION_ACTION_TEXTS.notReportable };
  }
  if (reportedBy(s, side)) return { kind: 'unchanged' };
  if (confirmedBy(s, side))
    return { kind: 'refused', reason: SESSION_ACTION_TEXTS.confirmedAlready };
  return { kind: 'reported' };
}

/**
 * The buddy changing a booked session in place (decision 032): like moving it, up to the
 * cancellation window before its start, and to a new start outside that window too, so the
 * learner keeps a free cancellation if the change does not suit them.
 */
export function editRefusal(
  s: Pick<SessionState, 'status' | 'startsAt'>,
  newStart: Date,
  at: Date,
): string | undefined {
  if (s.status !== 'approved') return SESSION_ACTION_TEXTS.notEditable;
  const refusal = cancellationRefusal(s, at);
  if (refusal === SESSION_ACTION_TEXTS.notCancellable) return SESSION_ACTION_TEXTS.notEditable;
  if (refusal) return SESSION_ACTION_TEXTS.editWindow;
  if (newStart.getTime() - at.getTime() < CANCELLATION_WINDOW_HOURS * HOUR_MS) {
    return SESSION_ACTION_TEXTS.editTooSoon;
  }
  return undefined;
}

/**
 * Cancelling or moving: a booked session, up to the cancellation window before its start; one
 * waiting for payment, until it starts (moving it is not in the transition table).
 */
export function cancellationRefusal(
  s: Pick<SessionState, 'status' | 'startsAt'>,
  at: Date,
): string | undefined {
  // Waiting for payment (decision 038), nothing is paid yet: either side may call it off.
  if (s.status === 'awaiting_payment' && s.startsAt.getTime() > at.getTime()) return undefined;
  if (s.status !== 'approved' || s.startsAt.getTime() <= at.getTime()) {
    return SESSION_ACTION_TEXTS.notCancellable;
  }
  if (s.startsAt.getTime() - at.getTime() < CANCELLATION_WINDOW_HOURS * HOUR_MS) {
    return SESSION_ACTION_TEXTS.cancelWindow;
  }
  return undefined;
}
