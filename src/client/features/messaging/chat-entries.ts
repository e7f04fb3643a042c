import type { Message, MessagePage } from '@shared/messaging';

/** A message being sent from this tab: what was typed, under the key that makes a retry safe. */
export interface Outgoing {
  receiverId: string;
  content: string;
  clientKey: string;
}

/** One attempt at sending an `Outgoing` message, as the mutation cache holds it. */
export interface SendAttempt {
  outgoing: Outgoing;
  status: 'idle' | 'pending' | 'success' | 'error';
  /** When the attempt started (ms since the epoch). */
  submittedAt: number;
}

export type ChatEntry =
  | { kind: 'sent'; message: Message }
  | { kind: 'sending' | 'failed'; outgoing: Outgoing; at: string };

const byTime = (a: Message, b: Message) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * The chat as it reads, oldest first: the loaded pages (newest first, as the server pages them)
 * without repeats, then this tab's sends still on their way or failed. A message that arrived
 * twice (the POST's answer and the event stream) shows once; a send whose message is already
 * here (by its clientKey) is not shown again as sending.
 */
export function chatEntries(pages: readonly MessagePage[], attempts: readonly SendAttempt[]) {
  const seen = new Set<string>();
  const messages: Message[] = [];
  for (const message of pages.flatMap((p) => p.messages)) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    messages.push(message);
  }
  messages.sort(byTime);
  const delivered = new Set(messages.flatMap((m) => (m.clientKey ? [m.clientKey] : [])));

  // The newest attempt of each message decides how it shows (a retry replaces a failure).
  const latest = new Map<string, SendAttempt>();
  for (const attempt of attempts) {
    const before = latest.get(attempt.outgoing.clientKey);
    if (!before || attempt.submittedAt >= before.submittedAt) {
      latest.set(attempt.outgoing.clientKey, attempt);
    }
  }
  const waiting = [...latest.values()]
    .filter((a) => a.status !== 'success' && !delivered.has(a.outgoing.clientKey))
    .sort((a, b) => a.submittedAt - b.submittedAt)
    .map((a): ChatEntry => ({
      kind: a.status === 'error' ? 'failed' : 'sending',
      outgoing: a.outgoing,
      at: new Date(a.submittedAt).toISOString(),
    }));

  return [...messages.map((message): ChatEntry => ({ kind: 'sent', message })), ...waiting];
}

/**
 * The pages with a new message at the front of the newest page; the same pages when the message
 * is there already (by id), so a message heard twice is stored once.
 */
export function withMessage<T extends { pages: MessagePage[] }>(data: T, message: Message): T {
  if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  const newest: MessagePage = first
    ? { ...first, messages: [message, ...first.messages] }
    : { messages: [message], nextCursor: null };
  return { ...data, pages: [newest, ...rest] };
}

/** The pages with `readAt` set on the messages `isRead` picks that were unread. */
export function withReadAt<T extends { pages: MessagePage[] }>(
  data: T,
  readAt: string,
  isRead: (message: Message) => boolean,
): T {
  let changed = false;
  const pages = data.pages.map((p) => {
    if (!p.messages.some((m) => m.readAt === null && isRead(m))) return p;
    changed = true;
    return {
      ...p,
      messages: p.messages.map((m) => (m.readAt === null && isRead(m) ? { ...m, readAt } : m)),
    };
  });
  return changed ? { ...data, pages } : data;
}
