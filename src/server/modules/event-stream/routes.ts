import { PassThrough, type Writable } from 'node:stream';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access';
import { tooManyRequests } from '../../lib/http-errors';
import { STREAM_EVENTS } from '../../../shared/events';
import type { Executor } from '../../db/client';
import { describeError } from '../../lib/describe-error';
import { now } from '../../lib/clock';
import { signInExpiry } from '../auth/auth-sessions';
import { keptEventsAfter, keptEventsByIds, latestEventId } from './repository';
import { EventStreams, sendKept } from './streams';

/**
 * Well inside the server's idle time-out (SERVER_TIMEOUTS) and a proxy's: a quiet stream lives.
 * Each ping also ends the streams of expired sign-ins.
 */
const PING_MS = 25_000;
/** Events a tab may have missed that are replayed; past that it starts afresh (`reset`). */
const CATCH_UP_MAX = 500;
/** Tabs one user may hold a stream open in, per process. */
const MAX_STREAMS_PER_USER = 20;

/** The id a reconnecting tab last saw (the standard `Last-Event-ID` header). */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * What a tab hears first: the events it missed since `lastEventId` (or `reset` when too many
 * did: it reloads what it shows), then `ready` with the newest id to resume from next time.
 */
async function catchUp(db: Executor, out: Writable, userId: string, lastEventId?: number) {
  // The tab may go while the reads run: nothing is written to what it left.
  const send = (text: string) => !out.writableEnded && out.write(text);
  let latest = await latestEventId(db, userId);
  if (lastEventId !== undefined && lastEventId < latest) {
    const missed = await keptEventsAfter(db, userId, lastEventId, CATCH_UP_MAX + 1);
    if (missed.length > CATCH_UP_MAX) {
      send(`event: ${STREAM_EVENTS.reset}\ndata: {}\n\n`);
    } else {
      for (const event of missed) sendKept(out, event);
      latest = Math.max(latest, missed.at(-1)!.id);
    }
  }
  send(`id: ${latest}\nevent: ${STREAM_EVENTS.ready}\ndata: {}\n\n`);
}

declare module 'fastify' {
  interface FastifyInstance {
    eventStreams: EventStreams;
  }
}

/**
 * `GET /api/events`: server-sent events to a signed-in tab (decision 012). The token travels in
 * the Authorization header of a fetch, never in the URL, so no log or history holds it.
 */
// Not encapsulated: the app (and tests) see how many streams are open.
export const eventStreamRoutes = fp<Record<never, never>>(async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const streams = new EventStreams((authSessionId) => signInExpiry(app.db, authSessionId));
  app.decorate('eventStreams', streams);
  // Kept user events are read and passed on in the order their notifications came.
  let passing = Promise.resolve();
  const unsubscribe = app.eventBus.subscribe((event) => {
    // Events missed: every tab reconnects with its Last-Event-ID and hears what it missed.
    if (event.type === 'missed') return streams.closeAll();
    if (event.type !== 'user-events') return streams.deliver(event);
    const userIds = streams.listening(event.userIds);
    if (userIds.length === 0) return;
    passing = passing
      .then(async () => streams.deliverKept(await keptEventsByIds(app.db, event.ids, userIds)))
      .catch((err: unknown) =>
        app.log.error({ error: describeError(err) }, 'user events not passed on'),
      );
  });
  const ping = setInterval(
    () =>
      void streams
        .ping()
        .catch((err: unknown) =>
          app.log.error({ error: describeError(err) }, 'event streams not pinged'),
        ),
    PING_MS,
  );
  ping.unref();
  app.addHook('onClose', async () => {
    clearInterval(ping);
    unsubscribe();
    streams.closeAll();
  });

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary:
          'Server-sent events for this tab: ready, signed-out, changed, reset, message, read, proposal; send Last-Event-ID to catch up',
        produces: ['text/event-stream'],
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (streams.count(caller.userId) >= MAX_STREAMS_PER_USER) {
        throw tooManyRequests('Too many open tabs.', 60);
      }
      const out = new PassThrough();
      const close = streams.open({
        userId: caller.userId,
        authSessionId: caller.authSessionId,
        out,
        // Signed out in between: the next ping ends the stream.
        expiresAt: (await signInExpiry(app.db, caller.authSessionId)) ?? now(),
      });
      out.on('close', close);
      request.raw.on('close', () => out.end());
      // Open first, then catch up: an event in between may come twice, never not at all.
      await catchUp(app.db, out, caller.userId, lastEventIdOf(request.headers['last-event-id']));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(out);
    },
  );
});
