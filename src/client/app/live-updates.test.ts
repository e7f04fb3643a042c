import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversationQueryOptions } from '@/features/messaging/api/get-conversation';
import { conversationsQueryOptions } from '@/hooks/use-conversations';
import { proposalQueryOptions } from '@/features/sessions/api/get-proposal';
import type { Message } from '@shared/messaging';
import { applyUserEvent } from './live-updates';

const message: Message = {
  id: 'm2',
  senderId: 'them',
  receiverId: 'me',
  senderName: 'Them',
  receiverName: 'Me',
  content: 'Hello',
  createdAt: '2026-11-23T12:02:00.000Z',
  readAt: null,
  proposalId: null,
  line: null,
  clientKey: null,
};

function cacheWithChat() {
  const queryClient = new QueryClient();
  const chat = conversationQueryOptions('them').queryKey;
  queryClient.setQueryData(chat, {
    pages: [
      {
        messages: [{ ...message, id: 'm1', senderId: 'me', receiverId: 'them' }],
        nextCursor: null,
      },
    ],
    pageParams: [null],
  });
  queryClient.setQueryData(conversationsQueryOptions().queryKey, { conversations: [], unread: 0 });
  const ids = () => queryClient.getQueryData(chat)?.pages[0]?.messages.map((m) => m.id);
  const readAts = () => queryClient.getQueryData(chat)?.pages[0]?.messages.map((m) => m.readAt);
  return { queryClient, ids, readAts };
}

describe('applyUserEvent', () => {
  it('puts a message into its open conversation once, however often it is heard', () => {
    const { queryClient, ids } = cacheWithChat();
    expect(applyUserEvent(queryClient, 'message', JSON.stringify(message), 'me')).toBe(true);
    applyUserEvent(queryClient, 'message', JSON.stringify(message), 'me');
    expect(ids()).toEqual(['m2', 'm1']);
    // The list's last message and unread counts come from the server again.
    expect(queryClient.getQueryState(conversationsQueryOptions().queryKey)?.isInvalidated).toBe(
      true,
    );
  });

  it("marks the user's sent messages read when the other side read them", () => {
    const { queryClient, readAts } = cacheWithChat();
    const read = { readerId: 'them', counterpartId: 'me', readAt: '2026-11-23T12:05:00.000Z' };
    applyUserEvent(queryClient, 'read', JSON.stringify(read), 'me');
    expect(readAts()).toEqual(['2026-11-23T12:05:00.000Z']);
  });

  it('keeps a proposal as the event tells it, never an older state after a newer one', () => {
    const queryClient = new QueryClient();
    const proposal = (status: string, updatedAt: string) =>
      JSON.stringify({ id: 'p1', status, updatedAt });
    const status = () => queryClient.getQueryData(proposalQueryOptions('p1').queryKey)?.status;
    applyUserEvent(queryClient, 'proposal', proposal('pending', '2026-11-23T12:00:00Z'), 'me');
    expect(status()).toBe('pending');
    applyUserEvent(queryClient, 'proposal', proposal('approved', '2026-11-23T12:05:00Z'), 'me');
    expect(status()).toBe('approved');
    // Replayed late.
    applyUserEvent(queryClient, 'proposal', proposal('pending', '2026-11-23T12:00:00Z'), 'me');
    expect(status()).toBe('approved');
  });

  it('skips events it does not know or cannot read', () => {
    const { queryClient, ids } = cacheWithChat();
    expect(applyUserEvent(queryClient, 'message', 'not json', 'me')).toBe(false);
    expect(applyUserEvent(queryClient, 'message', '{"id":1}', 'me')).toBe(false);
    expect(applyUserEvent(queryClient, 'sessions', '{}', 'me')).toBe(false);
    expect(ids()).toEqual(['m1']);
  });
});
