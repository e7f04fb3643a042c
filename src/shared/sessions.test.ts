import { describe, expect, it } from 'vitest';
import { mayAnswer, SESSION_STATUSES } from './sessions';

describe('mayAnswer', () => {
  it('lets the buddy answer pending proposals only', () => {
    for (const status of SESSION_STATUSES) {
      for (const answer of ['approve', 'reject', 'modify'] as const) {
        expect(mayAnswer('buddy', status, answer), `${status} ${answer}`).toBe(
          status === 'pending',
        );
      }
    }
  });

  it('lets the learner answer counter-proposals only', () => {
    for (const status of SESSION_STATUSES) {
      for (const answer of ['accept', 'decline'] as const) {
        expect(mayAnswer('learner', status, answer)).toBe(status === 'modified');
      }
    }
    expect(mayAnswer('learner', 'pending', 'approve')).toBe(false);
    expect(mayAnswer('buddy', 'modified', 'accept')).toBe(false);
  });
});
