import { describe, expect, it } from 'vitest';
import type { Message, MessagePage } from '@shared/messaging';
import { chatEntries, withMessage, withReadAt, type SendAttempt } from './chat-entries';

const message = (id: string, at: string, extra: Partial<Message> = {}): Message => ({
  id,
  senderId: 'me',
  receiverId: 'them',
  senderName: 'Me',
  receiverName: 'Them',
  content: `message ${id}`,
  createdAt: `2026-11-23T12:${at}:00.000Z`,
  readAt: null,
  proposalId: null,
  line: null,
  clientKey: null,
  ...extra,
});

const attempt = (
  clientKey: string,
  status: SendAttempt['status'],
  submittedAt: number,
): SendAttempt => ({
  outgoing: { receiverId: 'them', content: `typed ${clientKey}`, clientKey },
  status,
  submittedAt,
});

const ids = (entries: ReturnType<typeof chatEntries>) =>
  entries.map((e) => (e.kind === 'sent' ? e.message.id : `${e.kind}:${e.outgoing.clientKey}`));

describe('chatEntries', () => {
  it('reads the pages oldest first, each message once', () => {
    const pages: MessagePage[] = [
      { messages: [message('c', '03'), message('b', '02')], nextCursor: 'x' },
      // The older page overlaps the newer one after a message arrived in between.
      { messages: [message('b', '02'), message('a', '01')], nextCursor: null },
    ];
    expect(ids(chatEntries(pages, []))).toEqual(['a', 'b', 'c']);
  });

  it('orders messages of the same instant by id', () => {
    const pages = [{ messages: [message('y', '01'), message('x', '01')], nextCursor: null }];
    expect(ids(chatEntries(pages, []))).toEqual(['x', 'y']);
  });

  it('shows sends on their way and failed after the messages, the newest attempt deciding', () => {
    const pages = [{ messages: [message('a', '01')], nextCursor: null }];
    const attempts = [
      attempt('k2', 'pending', 20),
      attempt('k1', 'error', 10),
      attempt('k3', 'error', 30),
      // k3 retried: sending again, not failed.
      attempt('k3', 'pending', 40),
      attempt('k4', 'success', 50),
    ];
    expect(ids(chatEntries(pages, attempts))).toEqual([
      'a',
      'failed:k1',
      'sending:k2',
      'sending:k3',
    ]);
  });

  it('hides a send once its message is here, whichever way it came first', () => {
    // The event stream brought the message while the POST was still on its way.
    const pages = [{ messages: [message('a', '01', { clientKey: 'k1' })], nextCursor: null }];
    expect(ids(chatEntries(pages, [attempt('k1', 'pending', 10)]))).toEqual(['a']);
  });
});

describe('withMessage', () => {
  const data = {
    pages: [{ messages: [message('b', '02')], nextCursor: null }],
    pageParams: [null],
  };

  it('puts a new message at the front of the newest page', () => {
    const next = withMessage(data, message('c', '03'));
    expect(next.pages[0]!.messages.map((m) => m.id)).toEqual(['c', 'b']);
    expect(next.pageParams).toEqual([null]);
  });

  it('keeps the same data when the message is there already', () => {
    expect(withMessage(data, message('b', '02'))).toBe(data);
  });
});

describe('withReadAt', () => {
  it('marks the chosen unread messages read and leaves the rest', () => {
    const data = {
      pages: [
        {
          messages: [
            message('b', '02', { senderId: 'them', receiverId: 'me' }),
            message('a', '01'),
          ],
          nextCursor: null,
        },
      ],
    };
    const next = withReadAt(data, '2026-11-23T13:00:00.000Z', (m) => m.receiverId === 'me');
    expect(next.pages[0]!.messages.map((m) => m.readAt)).toEqual([
      '2026-11-23T13:00:00.000Z',
      null,
    ]);
    expect(withReadAt(next, 'later', (m) => m.receiverId === 'me')).toBe(next);
  });
});
