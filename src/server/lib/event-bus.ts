import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { STREAM_EVENTS } from '../../shared/events';
import type { DatabaseHandle, Executor } from '../db/client';
import { userEvents } from '../db/schema/events';
import { now } from './clock';
import { describeError } from './describe-error';

/**
 * Something that happened, told to every app process once its transaction commits. Events carry
 * ids, never personal data: a NOTIFY payload is limited to 8000 bytes and may reach logs.
 */
export type DomainEvent =
  /** Sign-ins of a user ended: these, or all of them (`null`). */
  | { type: 'auth-sessions-ended'; userId: string; authSessionIds: string[] | null }
  /** What learners see of buddies changed: lists, profiles, the catalogue's chips. */
  | { type: 'buddies-changed' }
  /** A buddy's open times changed: their availability, or a booked time taken or given up. */
  | { type: 'open-times-changed'; buddyId: string }
  /** Rows of `user_events` to pass to these users' open tabs (`tellUsers`), and their names. */
  | { type: 'user-events'; userIds: string[]; ids: number[]; names: string[] }
  /**
   * Never published: this process lost its connection to the database for a while and may have
   * missed events. What it keeps on their word is read afresh; open tabs reconnect and catch up.
   */
  | { type: 'missed' };

const EVENTS_CHANNEL = 'domain_events';

/**
 * Publishes an event with the transaction of the change: PostgreSQL delivers a NOTIFY on commit
 * and drops it on rollback, so nobody hears of a change that did not happen.
 */
export async function publish(tx: Executor, event: DomainEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Something to tell one user's open tabs: an event name and its JSON data. */
export interface UserEvent {
  userId: string;
  name: string;
  data: Record<string, unknown>;
}

/**
 * Tells users' open tabs, after the commit, what happened (a message, a proposal's change). Each
 * event is kept in `user_events` under an increasing id, so a tab that lost its stream asks for
 * what it missed (`Last-Event-ID`); the NOTIFY carries only the ids, never the content.
 */
export async function tellUsers(tx: Executor, events: readonly UserEvent[]): Promise<void> {
  if (events.length === 0) return;
  const at = now();
  const kept = tx
    .insert(userEvents)
    .values(events.map((e) => ({ ...e, createdAt: at })))
    .returning({ id: userEvents.id });
  const userIds = [...new Set(events.map((e) => e.userId))];
  const names = [...new Set(events.map((e) => e.name))];
  // One statement (each costs a round trip): the rows, and the `user-events` event of their ids.
  await tx.execute(sql`with kept as (${kept.getSQL()})
    select pg_notify(${EVENTS_CHANNEL}, json_build_object(
      'type', 'user-events',
      'userIds', ${JSON.stringify(userIds)}::json,
      'names', ${JSON.stringify(names)}::json,
      'ids', json_agg(kept.id order by kept.id)
    )::text) from kept`);
}

/**
 * Tells users that their own account or profile changed (a status, a name, a photo, a verified
 * address): their open tabs read it again, every process reads their sign-ins again (a
 * suspension stops their changes at once, the access plugin), and their kept reads are made
 * again (decision 023). Every change of what `/api/{learner,buddy}/profile` answers says so.
 */
export const tellProfileChanged = (tx: Executor, userIds: readonly string[]) =>
  tellUsers(
    tx,
    userIds.map((userId) => ({
      userId,
      name: STREAM_EVENTS.changed,
      data: { changes: ['own-profile'] },
    })),
  );

/** Whether a `user-events` event includes a `tellProfileChanged`. */
export const isProfileChange = (
  event: DomainEvent,
): event is DomainEvent & { type: 'user-events' } =>
  event.type === 'user-events' && event.names.includes(STREAM_EVENTS.changed);

export type EventHandler = (event: DomainEvent) => void;

export interface EventBus {
  /** Hears every event published by any process; returns the way to stop. */
  subscribe(handler: EventHandler): () => void;
  close(): Promise<void>;
}

/** This process's ear on the events channel, passing each event to its subscribers. */
export async function startEventBus(
  database: Pick<DatabaseHandle, 'listen' | 'onListeningAgain'>,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const handlers = new Set<EventHandler>();
  const deliver = (event: DomainEvent) => {
    for (const handler of handlers) {
      try {
        handler(event);
      } catch (err) {
        log.error({ error: describeError(err), event: event.type }, 'event handler failed');
      }
    }
  };
  const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
    let event: DomainEvent;
    try {
      event = JSON.parse(payload) as DomainEvent;
    } catch {
      return;
    }
    deliver(event);
  });
  database.onListeningAgain(() => {
    log.warn('listening to the database again: events meanwhile may have been missed');
    deliver({ type: 'missed' });
  });
  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    close: unlisten,
  };
}
