import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../lib/event-bus';
import { audienceOf, frameFor } from './policy';

const laptop = { userId: 'u1', authSessionId: 's1' };
const phone = { userId: 'u1', authSessionId: 's2' };
const stranger = { userId: 'u2', authSessionId: 's3' };

describe('what an event says to a tab', () => {
  it('signs out only the tabs of the sign-ins that ended', () => {
    const event: DomainEvent = {
      type: 'auth-sessions-ended',
      userId: 'u1',
      authSessionIds: ['s1'],
    };
    expect(frameFor(laptop, event)).toEqual({ event: 'signed-out', data: {}, end: true });
    expect(frameFor(phone, event)).toBeUndefined();
    expect(frameFor(stranger, event)).toBeUndefined();
    expect(audienceOf(event)).toEqual(['u1']);
  });

  it('signs out every tab of the user when all their sign-ins ended', () => {
    const event: DomainEvent = { type: 'auth-sessions-ended', userId: 'u1', authSessionIds: null };
    expect(frameFor(laptop, event)?.event).toBe('signed-out');
    expect(frameFor(phone, event)?.event).toBe('signed-out');
    expect(frameFor(stranger, event)).toBeUndefined();
  });

  it('tells everyone that buddies changed', () => {
    const event: DomainEvent = { type: 'buddies-changed' };
    for (const tab of [laptop, phone, stranger]) {
      expect(frameFor(tab, event)?.data).toEqual({ changes: ['buddies'] });
    }
    expect(audienceOf(event)).toBe('all');
  });

  it('tells everyone that a buddy’s open times changed', () => {
    const event: DomainEvent = { type: 'open-times-changed', buddyId: 'b1' };
    for (const tab of [laptop, phone, stranger]) {
      expect(frameFor(tab, event)?.data).toEqual({ changes: ['availability'] });
    }
    expect(audienceOf(event)).toBe('all');
  });
});
