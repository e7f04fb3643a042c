import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/roles';
import { isSelfOrStaff, isStaff, requireSelfOrStaff } from './policy';

const caller = (role: (typeof ROLES)[number], userId = 'u1') => ({ userId, role });

describe('policy helpers', () => {
  it('counts moderators and learning experts as staff, and nobody else', () => {
    expect(ROLES.filter((role) => isStaff(caller(role)))).toEqual(['moderator', 'learning_expert']);
  });

  it.each(ROLES)('lets a %s act on their own record', (role) => {
    expect(isSelfOrStaff(caller(role, 'u1'), 'u1')).toBe(true);
  });

  it.each([
    ['learner', false],
    ['buddy', false],
    ['moderator', true],
    ['learning_expert', true],
  ] as const)("lets a %s act on another user's record: %s", (role, allowed) => {
    expect(isSelfOrStaff(caller(role, 'u1'), 'u2')).toBe(allowed);
  });

  it('refuses anyone else with 403', () => {
    expect(() => requireSelfOrStaff(caller('learner', 'u1'), 'u2')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => requireSelfOrStaff(caller('learner', 'u1'), 'u1')).not.toThrow();
  });
});
