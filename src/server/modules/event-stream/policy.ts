import { STREAM_EVENTS, type Change } from '../../../shared/events';
import type { DomainEvent } from '../../lib/event-bus';

/** An open tab's event stream: whose it is, and which sign-in opened it. */
export interface Listener {
  userId: string;
  authSessionId: string;
}

export type StreamFrame =
  | { event: typeof STREAM_EVENTS.signedOut; data: Record<string, never>; end: true }
  | { event: typeof STREAM_EVENTS.changed; data: { changes: Change[] }; end: false };

/**
 * What a domain event says to one tab, if anything: an ended sign-in signs out only the tabs of
 * that sign-in; a user's change reaches only that user; buddies changing, and a buddy's open
 * times changing, concern everyone (anyone may be looking at that buddy's profile).
 */
export function frameFor(listener: Listener, event: DomainEvent): StreamFrame | undefined {
  switch (event.type) {
    case 'auth-sessions-ended':
      if (event.userId !== listener.userId) return undefined;
      if (event.authSessionIds && !event.authSessionIds.includes(listener.authSessionId)) {
        return undefined;
      }
      return { event: STREAM_EVENTS.signedOut, data: {}, end: true };
    case 'buddies-changed':
      return { event: STREAM_EVENTS.changed, data: { changes: ['buddies'] }, end: false };
    case 'open-times-changed':
      return { event: STREAM_EVENTS.changed, data: { changes: ['availability'] }, end: false };
    case 'user-events':
      // Their rows are read from user_events and passed on one by one (`hearsUserEvent`).
      return undefined;
    case 'missed':
      // Every stream is ended instead (routes.ts): its tab reconnects and catches up.
      return undefined;
  }
}

/** A kept user event (a message, a proposal's change) goes to its user's tabs only. */
export const hearsUserEvent = (listener: Listener, event: { userId: string }) =>
  event.userId === listener.userId;

/** The users an event can concern, so a process looks only at their streams; `all` for everyone. */
export function audienceOf(event: DomainEvent): readonly string[] | 'all' {
  switch (event.type) {
    case 'auth-sessions-ended':
      return [event.userId];
    case 'user-events':
      return event.userIds;
    case 'buddies-changed':
    case 'open-times-changed':
      return 'all';
    case 'missed':
      return [];
  }
}
