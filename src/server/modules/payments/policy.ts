import type { ProfileStatus } from '../../../shared/buddy-status';
import { isSelfOr, type Caller } from '../../lib/policy';

type Who = Pick<Caller, 'userId' | 'role'>;

/**
 * Who may do what with money (decision 039). Payouts are for buddies the moderators and the
 * learning experts approved: an applicant, a rejected or a suspended buddy sets up nothing at the
 * provider.
 */
export const mayBePaidOut = (status: ProfileStatus) => status === 'approved';

/** Only the session's learner pays for it: the buddy and staff only read its payment. */
export const mayPay = (caller: Who, session: { learnerId: string }) =>
  caller.userId === session.learnerId;

/** A receipt is its learner's, and open to staff who may read any session. */
export const mayReadReceipt = (caller: Who, session: { learnerId: string }) =>
  isSelfOr(caller, session.learnerId, 'read-any-session');
