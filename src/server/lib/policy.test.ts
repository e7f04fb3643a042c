import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/roles';
import { isSelfOr, may, requireSelf, requireSelfOr, type Permission } from './policy';

const caller = (role: (typeof ROLES)[number], userId = 'u1') => ({ userId, role });
const rolesThat = (permission: Permission) => ROLES.filter((role) => may(caller(role), permission));

describe('permissions', () => {
  it('lets moderators, and only them, read users, sessions, support and every buddy', () => {
    for (const permission of [
      'read-any-profile',
      'read-any-session',
      'read-support-queue',
      'read-any-buddy',
    ] as const) {
      expect(rolesThat(permission)).toEqual(['moderator']);
    }
  });

  it('lets learning experts, and only them, read the buddies under interview', () => {
    expect(rolesThat('read-buddy-under-interview')).toEqual(['learning_expert']);
  });

  it('lets both staff roles write to anyone', () => {
    expect(rolesThat('message-anyone')).toEqual(['moderator', 'learning_expert']);
  });
});

describe('isSelfOr', () => {
  it.each(ROLES)('lets a %s act on their own record', (role) => {
    expect(isSelfOr(caller(role, 'u1'), 'u1', 'read-any-session')).toBe(true);
  });

  it.each([
    ['learner', false],
    ['buddy', false],
    ['moderator', true],
    ['learning_expert', false],
  ] as const)("lets a %s read another user's sessions: %s", (role, allowed) => {
    expect(isSelfOr(caller(role, 'u1'), 'u2', 'read-any-session')).toBe(allowed);
  });

  it('refuses anyone else with 403', () => {
    expect(() => requireSelfOr(caller('learner', 'u1'), 'u2', 'read-any-profile')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => requireSelfOr(caller('learner', 'u1'), 'u1', 'read-any-profile')).not.toThrow();
  });
});

describe('requireSelf', () => {
  it.each(ROLES)("refuses a %s another user's record with 403", (role) => {
    expect(() => requireSelf(caller(role, 'u1'), 'u2')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => requireSelf(caller(role, 'u1'), 'u1')).not.toThrow();
  });
});
