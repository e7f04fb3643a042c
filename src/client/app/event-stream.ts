import type { QueryClient } from '@tanstack/react-query';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { CHANGES, STREAM_EVENTS, type Change } from '@shared/events';
import { refuseSession } from '@/lib/api-client';
import { refresh } from './invalidation';
import { applyUserEvent } from './live-updates';

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** A stream that stayed open this long was healthy: the next drop starts the backoff afresh. */
const STEADY_MS = 30_000;

/**
 * How long to wait before reconnection `attempt` (0 = the first): doubling from 1 s up to 30 s,
 * the upper half of it random so that tabs dropped together (a deploy) do not return together.
 */
export function reconnectDelay(attempt: number, random = Math.random) {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds; undefined if unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()) {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

/** The change names of a `changed` event this client knows; others (a newer server) are skipped. */
export function knownChanges(data: string): Change[] {
  try {
    const { changes } = JSON.parse(data) as { changes?: unknown };
    if (!Array.isArray(changes)) return [];
    return changes.filter((c): c is Change => (CHANGES as readonly unknown[]).includes(c));
  } catch {
    return [];
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/** What a tab's stream remembers across reconnections of one sign-in. */
export interface Follower {
  token: string;
  /** The signed-in user: whose side of a message or read receipt this tab is on. */
  userId: string;
  queryClient: QueryClient;
  /** The id of the last kept event heard, sent back as Last-Event-ID to hear what was missed. */
  lastEventId?: string;
}

/**
 * Reads one open stream until it ends. Every event passes through `onEvent` whole, its `id`
 * remembered for the next connection. Resolves true when the server said this sign-in has ended.
 */
async function read(body: ReadableStream<Uint8Array>, follower: Follower) {
  const { token, userId, queryClient } = follower;
  let signedOut = false;
  const onEvent = ({ id, event, data }: EventSourceMessage) => {
    if (id) follower.lastEventId = id;
    if (event === STREAM_EVENTS.signedOut) {
      signedOut = true;
      // Goes the same way out as a 401: one sign-out for the whole client (none for this tab's
      // own logout or deletion, which sign out by themselves: leaveSession in lib/auth-store).
      refuseSession(token);
    } else if (event === STREAM_EVENTS.changed) {
      void refresh(queryClient, knownChanges(data));
    } else if (event === STREAM_EVENTS.reset) {
      // Too much was missed to replay: everything shown may be stale.
      void queryClient.invalidateQueries();
    } else if (event) {
      applyUserEvent(queryClient, event, data, userId);
    }
  };
  const parser = createParser({ onEvent });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    parser.feed(decoder.decode(chunk.value, { stream: true }));
  }
  return signedOut;
}

/**
 * Holds this tab's event stream open for one sign-in (decision 012) until `signal` aborts or
 * the sign-in ends, reconnecting after drops. The token goes in a header, never in the URL.
 */
export async function follow(follower: Follower, signal: AbortSignal) {
  const { token, queryClient } = follower;
  let attempt = 0;
  let reconnecting = false;
  while (!signal.aborted) {
    const openedAt = Date.now();
    let wait: number | undefined;
    try {
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
      };
      // The server replays the kept events (messages, proposals) this tab missed.
      if (follower.lastEventId) headers['last-event-id'] = follower.lastEventId;
      const response = await fetch('/api/events', {
        headers,
        cache: 'no-store',
        signal,
      });
      if (response.status === 401) return refuseSession(token);
      if (response.status === 429) wait = retryAfterMs(response.headers.get('retry-after'));
      if (response.ok && response.body) {
        // Changes are not replayed, kept events are (from the last id heard, if any): refetch
        // what was not heard while the stream was down.
        if (reconnecting) {
          void refresh(
            queryClient,
            follower.lastEventId ? CHANGES : [...CHANGES, 'messages', 'proposals', 'sessions'],
          );
        }
        reconnecting = true;
        if (await read(response.body, follower)) return;
      }
    } catch {
      // A network failure, or the abort: the loop's condition tells which.
    }
    if (Date.now() - openedAt >= STEADY_MS) attempt = 0;
    await sleep(wait ?? reconnectDelay(attempt++), signal);
  }
}
