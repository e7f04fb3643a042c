import { isVisible, type ProfileStatus } from '../../../shared/buddy-status';
import type { Role } from '../../../shared/roles';
import { may, type Caller } from '../../lib/policy';

/**
 * Who may write to whom (SPEC section 5): a learner to listed buddies; a buddy only to learners
 * already in their conversations; anyone to staff (support), staff to anyone; nobody to
 * themselves.
 */
export function mayWrite(
  caller: Pick<Caller, 'userId' | 'role'>,
  receiver: { id: string; role: Role; status: ProfileStatus },
  inConversation: boolean,
): boolean {
  if (receiver.id === caller.userId) return false;
  if (may(caller, 'message-anyone') || may(receiver, 'message-anyone')) return true;
  if (caller.role === 'learner') return receiver.role === 'buddy' && isVisible(receiver.status);
  if (caller.role === 'buddy') return receiver.role === 'learner' && inConversation;
  return false;
}
