import { describe, expect, it } from 'vitest';
import { PROFILE_STATUSES } from '../../../shared/buddy-status';
import { mayWrite } from './policy';

const learner = { userId: 'l1', role: 'learner' } as const;
const buddyCaller = { userId: 'b1', role: 'buddy' } as const;
const moderator = { userId: 'm1', role: 'moderator' } as const;
const person = (id: string, role: 'learner' | 'buddy' | 'moderator') =>
  ({ id, role, status: 'approved' }) as const;

describe('mayWrite', () => {
  it('lets a learner write to listed buddies only', () => {
    for (const status of PROFILE_STATUSES) {
      expect(mayWrite(learner, { id: 'b2', role: 'buddy', status }, false), status).toBe(
        status === 'approved',
      );
    }
    expect(mayWrite(learner, person('l2', 'learner'), true)).toBe(false);
  });

  it('lets a buddy answer learners in their conversations, and no one else', () => {
    expect(mayWrite(buddyCaller, person('l1', 'learner'), true)).toBe(true);
    expect(mayWrite(buddyCaller, person('l1', 'learner'), false)).toBe(false);
    expect(mayWrite(buddyCaller, person('b2', 'buddy'), true)).toBe(false);
  });

  it('lets anyone write to staff, and staff to anyone', () => {
    expect(mayWrite(learner, person('m1', 'moderator'), false)).toBe(true);
    expect(mayWrite(buddyCaller, person('m1', 'moderator'), false)).toBe(true);
    expect(mayWrite(moderator, person('l1', 'learner'), false)).toBe(true);
    expect(mayWrite(moderator, { id: 'b3', role: 'buddy', status: 'pending' }, false)).toBe(true);
  });

  it('never lets anyone write to themselves', () => {
    expect(mayWrite(moderator, person('m1', 'moderator'), true)).toBe(false);
    expect(mayWrite(learner, { id: 'l1', role: 'learner', status: 'approved' }, true)).toBe(false);
  });
});
