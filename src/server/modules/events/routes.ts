import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access';
import { tooManyRequests } from '../../lib/http-errors';
import { EventStreams } from './streams';

const PING_MS = 25_000;
/** Tabs one user may hold a stream open in, per process. */
const MAX_STREAMS_PER_USER = 20;

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
export const eventRoutes = fp<Record<never, never>>(async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const streams = new EventStreams();
  app.decorate('eventStreams', streams);
  const unsubscribe = app.events.subscribe((event) => streams.deliver(event));
  const ping = setInterval(() => streams.ping(), PING_MS);
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
        summary: 'Server-sent events for this tab: signed-out, changed',
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
      });
      out.on('close', close);
      request.raw.on('close', () => out.end());
      out.write(': ready\n\n');
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(out);
    },
  );
});
