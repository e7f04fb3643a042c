import type { Writable } from 'node:stream';
import { STREAM_EVENTS } from '../../../shared/events';
import type { DomainEvent } from '../../lib/events';

interface Stream {
  userId: string;
  authSessionId: string;
  out: Writable;
}

/** One server-sent event: a name and a JSON body. */
const frame = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The open event streams of this process, by user, and what each domain event means to them:
 * an ended sign-in closes its tabs' streams with `signed-out`; a change is passed on.
 */
export class EventStreams {
  private readonly byUser = new Map<string, Set<Stream>>();

  open(stream: Stream) {
    let set = this.byUser.get(stream.userId);
    if (!set) this.byUser.set(stream.userId, (set = new Set()));
    set.add(stream);
    return () => {
      set.delete(stream);
      if (set.size === 0) this.byUser.delete(stream.userId);
    };
  }

  /** How many streams a user has open here (tests, and a cap per user). */
  count(userId: string) {
    return this.byUser.get(userId)?.size ?? 0;
  }

  deliver(event: DomainEvent) {
    if (event.type === 'auth-sessions-ended') {
      for (const stream of this.byUser.get(event.userId) ?? []) {
        if (event.authSessionIds && !event.authSessionIds.includes(stream.authSessionId)) continue;
        stream.out.end(frame(STREAM_EVENTS.signedOut, {}));
      }
    } else if (event.type === 'changed') {
      for (const userId of event.userIds) {
        for (const stream of this.byUser.get(userId) ?? []) {
          stream.out.write(frame(STREAM_EVENTS.changed, { changes: event.changes }));
        }
      }
    } else if (event.type === 'buddies-changed') {
      for (const set of this.byUser.values()) {
        for (const stream of set) {
          stream.out.write(frame(STREAM_EVENTS.changed, { changes: ['buddies'] }));
        }
      }
    }
  }

  /** Keeps proxies from closing a quiet stream. */
  ping() {
    for (const set of this.byUser.values())
      for (const stream of set) stream.out.write(': ping\n\n');
  }

  closeAll() {
    for (const set of this.byUser.values()) for (const stream of set) stream.out.end();
    this.byUser.clear();
  }
}
