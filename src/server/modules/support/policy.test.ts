import { describe, expect, it } from 'vitest';
import { canReadSupportMessage, canSendAs, readsAllSupportMessages } from './policy';

const question = { senderId: 'u1', receiverId: null };
const toUser = { senderId: 'm1', receiverId: 'u1' };

describe('canReadSupportMessage', () => {
  it.each(['learner', 'buddy'] as const)('a %s reads what they sent', (role) => {
    expect(canReadSupportMessage({ userId: 'u1', role }, question)).toBe(true);
  });

  it.each(['learner', 'buddy'] as const)('a %s reads what was sent to them', (role) => {
    expect(canReadSupportMessage({ userId: 'u1', role }, toUser)).toBe(true);
  });

  it.each(['learner', 'buddy'] as const)("a %s does not read someone else's", (role) => {
    expect(canReadSupportMessage({ userId: 'u2', role }, question)).toBe(false);
    expect(canReadSupportMessage({ userId: 'u2', role }, toUser)).toBe(false);
  });

  it('a moderator reads every message', () => {
    const moderator = { userId: 's1', role: 'moderator' } as const;
    expect(readsAllSupportMessages(moderator)).toBe(true);
    expect(canReadSupportMessage(moderator, question)).toBe(true);
    expect(canReadSupportMessage(moderator, toUser)).toBe(true);
  });

  it("a learning expert reads only their own: the queue is the moderators'", () => {
    const expert = { userId: 's1', role: 'learning_expert' } as const;
    expect(readsAllSupportMessages(expert)).toBe(false);
    expect(canReadSupportMessage(expert, question)).toBe(false);
    expect(canReadSupportMessage({ ...expert, userId: 'u1' }, question)).toBe(true);
  });
});

describe('canSendAs', () => {
  it('allows no senderId or the caller’s own', () => {
    expect(canSendAs({ userId: 'u1' }, undefined)).toBe(true);
    expect(canSendAs({ userId: 'u1' }, 'u1')).toBe(true);
  });

  it('refuses anyone else’s', () => {
    expect(canSendAs({ userId: 'u1' }, 'u2')).toBe(false);
  });
});
