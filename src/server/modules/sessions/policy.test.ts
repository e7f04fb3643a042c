import { describe, expect, it } from 'vitest';
import { canReadProposal, isSessionBuddy, isSessionLearner } from './policy';

const session = { learnerId: 'l1', buddyId: 'b1' };

describe('proposal policy', () => {
  it('shows a proposal to its learner, its buddy and moderators only', () => {
    expect(canReadProposal({ userId: 'l1', role: 'learner' }, session)).toBe(true);
    expect(canReadProposal({ userId: 'b1', role: 'buddy' }, session)).toBe(true);
    expect(canReadProposal({ userId: 'm1', role: 'moderator' }, session)).toBe(true);
    expect(canReadProposal({ userId: 'e1', role: 'learning_expert' }, session)).toBe(false);
    expect(canReadProposal({ userId: 'l2', role: 'learner' }, session)).toBe(false);
    expect(canReadProposal({ userId: 'b2', role: 'buddy' }, session)).toBe(false);
  });

  it('lets only its buddy answer it, and only its learner answer a counter-proposal', () => {
    expect(isSessionBuddy({ userId: 'b1', role: 'buddy' }, session)).toBe(true);
    expect(isSessionBuddy({ userId: 'm1', role: 'moderator' }, session)).toBe(false);
    expect(isSessionLearner({ userId: 'l1', role: 'learner' }, session)).toBe(true);
    expect(isSessionLearner({ userId: 'b1', role: 'buddy' }, session)).toBe(false);
  });
});
