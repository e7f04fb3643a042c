import type { QueryClient } from '@tanstack/react-query';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { useEffect } from 'react';
import { CHANGES, STREAM_EVENTS, type Change } from '@shared/events';
import { logoutMutationKey } from '@/features/auth/api/logout';
import { refuseSession } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { refresh } from './invalidation';

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

/**
 * Reads one open stream until it ends. Every event passes through `onEvent` whole, `id`
 * included: the one place to remember the last id once the server sends ids for catch-up.
 * Resolves true when the server said this sign-in has ended.
 */
async function read(body: ReadableStream<Uint8Array>, token: string, queryClient: QueryClient) {
  let signedOut = false;
  const onEvent = ({ event, data }: EventSourceMessage) => {
    if (event === STREAM_EVENTS.signedOut) {
      signedOut = true;
      // This tab's own logout signs out by itself, with no "session expired" on the way; any
      // other end goes the same way out as a 401: one sign-out for the whole client.
      if (!queryClient.isMutating({ mutationKey: logoutMutationKey })) refuseSession(token);
    } else if (event === STREAM_EVENTS.changed) {
      void refresh(queryClient, knownChanges(data));
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
async function follow(token: string, queryClient: QueryClient, signal: AbortSignal) {
  let attempt = 0;
  let reconnecting = false;
  while (!signal.aborted) {
    const openedAt = Date.now();
    let wait: number | undefined;
    try {
      const response = await fetch('/api/events', {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401) return refuseSession(token);
      if (response.status === 429) wait = retryAfterMs(response.headers.get('retry-after'));
      if (response.ok && response.body) {
        // Whatever changed while the stream was down was not heard: refetch what is shown.
        if (reconnecting) void refresh(queryClient, CHANGES);
        reconnecting = true;
        if (await read(response.body, token, queryClient)) return;
      }
    } catch {
      // A network failure, or the abort: the loop's condition tells which.
    }
    if (Date.now() - openedAt >= STEADY_MS) attempt = 0;
    await sleep(wait ?? reconnectDelay(attempt++), signal);
  }
}

/** One event stream per tab while someone is signed in; a new token gets a new stream. */
export function useEventStream(queryClient: QueryClient) {
  const token = useAuth()?.token;
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void follow(token, queryClient, controller.signal);
    return () => controller.abort();
  }, [token, queryClient]);
}
