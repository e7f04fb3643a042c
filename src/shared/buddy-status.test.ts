import { describe, expect, it } from 'vitest';
import {
  canTransition,
  findTransition,
  initialStatus,
  isApproved,
  isVisible,
  nextStatuses,
  PROFILE_STATUSES,
  STATUS_TRANSITIONS,
  type ProfileStatus,
  type StatusActor,
} from './buddy-status';

const allowed: [ProfileStatus, ProfileStatus, StatusActor][] = [
  ['pending', 'expert_review', 'moderator'],
  ['pending', 'rejected', 'moderator'],
  ['expert_review', 'interview_scheduled', 'learning_expert'],
  ['interview_scheduled', 'expert_review', 'learning_expert'],
  ['interview_scheduled', 'interview_completed', 'learning_expert'],
  ['interview_scheduled', 'approved', 'learning_expert'],
  ['interview_scheduled', 'rejected', 'learning_expert'],
  ['interview_completed', 'approved', 'learning_expert'],
  ['interview_completed', 'rejected', 'learning_expert'],
  ['approved', 'suspended', 'moderator'],
  ['suspended', 'approved', 'moderator'],
];

describe('the buddy status machine', () => {
  it.each(allowed)('allows %s -> %s by %s', (from, to, by) => {
    expect(canTransition(from, to, by)).toBe(true);
    expect(nextStatuses(from, by)).toContain(to);
  });

  it('allows nothing else', () => {
    expect(STATUS_TRANSITIONS).toHaveLength(allowed.length);
  });

  it.each<[ProfileStatus, ProfileStatus, StatusActor]>([
    ['pending', 'approved', 'moderator'],
    ['pending', 'expert_review', 'learning_expert'],
    ['pending', 'approved', 'system'],
    ['expert_review', 'approved', 'learning_expert'],
    ['expert_review', 'interview_scheduled', 'moderator'],
    ['interview_completed', 'approved', 'moderator'],
    ['rejected', 'pending', 'moderator'],
    ['rejected', 'approved', 'learning_expert'],
    ['approved', 'suspended', 'learning_expert'],
    ['approved', 'approved', 'moderator'],
    ['suspended', 'rejected', 'moderator'],
  ])('refuses %s -> %s by %s', (from, to, by) => {
    expect(canTransition(from, to, by)).toBe(false);
    expect(findTransition(from, to, by)).toBeUndefined();
  });

  it('gives each change the note the spec shows', () => {
    expect(findTransition('pending', 'expert_review', 'moderator')?.note).toBe(
      'Profile approved for expert review',
    );
    expect(findTransition('pending', 'rejected', 'moderator')?.note).toBe(
      'Profile rejected by moderator',
    );
  });

  it('ends nowhere after a rejection', () => {
    for (const by of ['moderator', 'learning_expert', 'system'] as const)
      expect(nextStatuses('rejected', by)).toEqual([]);
  });
});

describe('derived facts', () => {
  it('lists only approved buddies', () => {
    expect(PROFILE_STATUSES.filter(isVisible)).toEqual(['approved']);
  });

  it("sets the spec's isApproved from the moderator's approval on, not after a rejection", () => {
    expect(PROFILE_STATUSES.filter(isApproved)).toEqual([
      'expert_review',
      'interview_scheduled',
      'interview_completed',
      'approved',
      'suspended',
    ]);
  });

  it('lets buddies start pending, and learners and staff active (decision 026)', () => {
    expect(initialStatus('moderator')).toBe('approved');
    expect(initialStatus('learning_expert')).toBe('approved');
    expect(initialStatus('buddy')).toBe('pending');
    expect(initialStatus('learner')).toBe('approved');
  });
});
