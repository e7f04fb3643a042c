import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import { cancellationRefusal, type Side } from '@shared/session-rules';
import type { SessionStatus } from '@shared/sessions';

export type CancelState = 'open' | 'too-late' | 'none';

/**
 * Whether a session can still be cancelled or moved (the server's rule, session-rules.ts):
 * within the window before the start the button says why instead.
 */
export function cancelState(
  session: { status: SessionStatus; startsAt: string },
  now: Date,
): CancelState {
  const refusal = cancellationRefusal(
    { status: session.status, startsAt: new Date(session.startsAt) },
    now,
  );
  if (refusal === undefined) return 'open';
  return refusal === SESSION_ACTION_TEXTS.cancelWindow ? 'too-late' : 'none';
}

/** A booked session as one side sees it, for what that side may do now. */
export interface SessionView {
  status: SessionStatus;
  startsAt: string;
  durationMinutes: number;
  learnerConfirmed: boolean;
  buddyConfirmed: boolean;
  learnerReported: boolean;
  buddyReported: boolean;
}

/**
 * What one side may do with a session now (session-rules.ts, by the browser's clock):
 * `ahead` add it to a calendar and, by `cancel`, cancel or move it; `to-confirm` confirm or
 * report it; `confirmed`/`reported` its own word is given; `none` nothing (not booked, or
 * under way).
 */
export type SessionStep =
  | { kind: 'awaiting-payment' }
  | { kind: 'ahead'; cancel: Exclude<CancelState, 'none'> }
  | { kind: 'to-confirm' }
  | { kind: 'confirmed' }
  | { kind: 'reported' }
  | { kind: 'none' };

export function sessionStep(session: SessionView, side: Side, now: Date): SessionStep {
  // Waiting for the learner's payment (decision 038): paid, or called off, until it starts.
  if (session.status === 'awaiting_payment') {
    return cancelState(session, now) === 'open' ? { kind: 'awaiting-payment' } : { kind: 'none' };
  }
  if (session.status !== 'approved') return { kind: 'none' };
  const startsAt = new Date(session.startsAt).getTime();
  if (startsAt > now.getTime()) {
    return { kind: 'ahead', cancel: cancelState(session, now) === 'open' ? 'open' : 'too-late' };
  }
  if (startsAt + session.durationMinutes * 60_000 > now.getTime()) return { kind: 'none' };
  if (side === 'learner' ? session.learnerConfirmed : session.buddyConfirmed) {
    return { kind: 'confirmed' };
  }
  if (side === 'learner' ? session.learnerReported : session.buddyReported) {
    return { kind: 'reported' };
  }
  return { kind: 'to-confirm' };
}
