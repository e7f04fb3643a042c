import { describe, expect, it } from 'vitest';
import { PROFILE_STATUSES, isUnderInterview, isVisible } from '../../../shared/buddy-status';
import { canReadBuddyProfile } from './policy';

const buddy = (status: (typeof PROFILE_STATUSES)[number]) => ({ buddyId: 'b1', status });

describe('canReadBuddyProfile', () => {
  it.each(PROFILE_STATUSES)('a learner sees a %s buddy only when listed', (status) => {
    expect(canReadBuddyProfile({ userId: 'l1', role: 'learner' }, buddy(status))).toBe(
      isVisible(status),
    );
  });

  it.each(PROFILE_STATUSES)('another buddy sees a %s buddy only when listed', (status) => {
    expect(canReadBuddyProfile({ userId: 'b2', role: 'buddy' }, buddy(status))).toBe(
      isVisible(status),
    );
  });

  it.each(PROFILE_STATUSES)('the buddy sees their own %s profile', (status) => {
    expect(canReadBuddyProfile({ userId: 'b1', role: 'buddy' }, buddy(status))).toBe(true);
  });

  it.each(PROFILE_STATUSES)('a moderator sees a %s buddy', (status) => {
    expect(canReadBuddyProfile({ userId: 's1', role: 'moderator' }, buddy(status))).toBe(true);
  });

  it.each(PROFILE_STATUSES)(
    'a learning expert sees a %s buddy only when listed or under interview',
    (status) => {
      expect(canReadBuddyProfile({ userId: 's1', role: 'learning_expert' }, buddy(status))).toBe(
        isVisible(status) || isUnderInterview(status),
      );
    },
  );
});
