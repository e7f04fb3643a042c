import { INTERVIEW_TEXTS } from '../../../shared/interviews';
import { forbidden } from '../../lib/http-errors';
import type { Caller } from '../../lib/policy';

/**
 * An interview is its learning expert's: only they move, cancel or complete it (the route lets
 * learning experts in at all: `interview-buddies` in lib/policy.ts).
 */
export function requireInterviewer(
  caller: Pick<Caller, 'userId'>,
  interview: { expertId: string | null },
) {
  if (interview.expertId !== caller.userId) throw forbidden(INTERVIEW_TEXTS.notYours);
}
