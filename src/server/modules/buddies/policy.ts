import { isUnderInterview, isVisible, type ProfileStatus } from '../../../shared/buddy-status';
import { may, type Caller } from '../../lib/policy';

/**
 * A buddy's profile page: every signed-in user once the buddy is listed; before that (or when
 * suspended) only the buddy, moderators, and learning experts while they interview the buddy.
 * Anyone else is told it does not exist.
 */
export const canReadBuddyProfile = (
  caller: Pick<Caller, 'userId' | 'role'>,
  buddy: { buddyId: string; status: ProfileStatus },
) =>
  isVisible(buddy.status) ||
  caller.userId === buddy.buddyId ||
  may(caller, 'read-any-buddy') ||
  (isUnderInterview(buddy.status) && may(caller, 'read-buddy-under-interview'));
