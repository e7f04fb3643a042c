import { isVisible, type ProfileStatus } from '../../../shared/buddy-status';
import { isSelfOrStaff, type Caller } from '../../lib/policy';

/**
 * A buddy's profile page: every signed-in user once the buddy is listed; before that (or when
 * suspended) only the buddy and staff. Anyone else is told it does not exist.
 */
export const canReadBuddyProfile = (
  caller: Pick<Caller, 'userId' | 'role'>,
  buddy: { buddyId: string; status: ProfileStatus },
) => isVisible(buddy.status) || isSelfOrStaff(caller, buddy.buddyId);
