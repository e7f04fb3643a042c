import type { Writable } from 'node:stream';
import { STREAM_EVENTS } from '../../../shared/events';
import { now } from '../../lib/clock';
import type { DomainEvent } from '../../lib/event-bus';
import { audienceOf, frameFor, hearsUserEvent, type Listener } from './policy';

interface Stream extends Listener {
  out: Writable;
  /** When its sign-in ends unless used meanwhile (a stream is no use of it: it never slides). */
  expiresAt: Date;
}

/** One server-sent event: a name, a JSON body and, for kept user events, their id. */
const frame = (name: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A row of `user_events`, as a stream passes it on. */
export interface KeptUserEvent {
  id: number;
  userId: string;
  name: string;
  data: unknown;
}

/**
 * The open event streams of this process, by user. What each domain event says to which stream
 * is policy.ts's call: an ended sign-in closes its tabs' streams with `signed-out`.
 */
export class EventStreams {
  private readonly byUser = new Map<string, Set<Stream>>();

  /** `expiryOf` reads a sign-in's expiry again: undefined once it has been signed out. */
  constructor(private readonly expiryOf: (authSessionId: string) => Promise<Date | undefined>) {}

  open(stream: Stream) {
    let set = this.byUser.get(stream.userId);
    if (!set) this.byUser.set(stream.userId, (set = new Set()));
    set.add(stream);
    return () => {
      set.delete(stream);
      if (set.size === 0) this.byUser.delete(stream.userId);
    };
  }

  /** How many streams are open here (metrics). */
  total() {
    let total = 0;
    for (const set of this.byUser.values()) total += set.size;
    return total;
  }

  /** How many streams a user has open here (tests, and a cap per user). */
  count(userId: string) {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Passes an event to the streams it concerns, as policy.ts words it for each. */
  deliver(event: DomainEvent) {
    const audience = audienceOf(event);
    const sets =
      audience === 'all'
        ? [...this.byUser.values()]
        : audience.flatMap((userId) => this.byUser.get(userId) ?? []);
    for (const set of sets) {
      for (const stream of set) {
        if (stream.out.writableEnded) continue;
        const said = frameFor(stream, event);
        if (!said) continue;
        const text = frame(said.event, said.data);
        if (said.end) stream.out.end(text);
        else stream.out.write(text);
      }
    }
  }

  /** Which of these users have a stream open here. */
  listening(userIds: readonly string[]) {
    return userIds.filter((userId) => this.byUser.has(userId));
  }

  /** Passes kept user events (in id order) to their users' streams here. */
  deliverKept(events: readonly KeptUserEvent[]) {
    for (const event of events) {
      for (const stream of this.byUser.get(event.userId) ?? []) {
        if (hearsUserEvent(stream, event)) sendKept(stream.out, event);
      }
    }
  }

  /**
   * Keeps proxies from closing a quiet stream, and ends the streams whose sign-in has expired
   * with `signed-out`, as a logout does. The tab's other requests (here or in another process)
   * may have slid the expiry on: it is read again before a stream is ended.
   */
  async ping() {
    const at = now();
    const due: Stream[] = [];
    for (const set of this.byUser.values()) {
      for (const stream of set) {
        if (stream.out.writableEnded) continue;
        if (stream.expiresAt > at) stream.out.write(': ping\n\n');
        else due.push(stream);
      }
    }
    for (const stream of due) {
      const expiresAt = await this.expiryOf(stream.authSessionId);
      if (stream.out.writableEnded) continue;
      if (expiresAt && expiresAt > at) {
        stream.expiresAt = expiresAt;
        stream.out.write(': ping\n\n');
      } else {
        stream.out.end(frame(STREAM_EVENTS.signedOut, {}));
      }
    }
  }

  closeAll() {
    for (const set of this.byUser.values()) for (const stream of set) stream.out.end();
    this.byUser.clear();
  }
}

/**
 * One kept user event on one stream, with its id for the tab to resume from. A stream already
 * ended (its sign-in ended while the event was read: a suspension tells both) gets nothing.
 */
export function sendKept(out: Writable, event: KeptUserEvent) {
  if (!out.writableEnded) out.write(frame(event.name, event.data, event.id));
}
