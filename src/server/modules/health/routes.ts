import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isReachable } from '../../db/client';

const ReadinessSchema = z.object({
  status: z.enum(['ok', 'degraded', 'starting', 'stopping']),
  database: z.enum(['up', 'down']),
});

/**
 * The probes of a proxy and a process manager (docs/deploy.md): liveness says the process runs
 * (restart it when not); readiness says it should be sent requests: its database answers, its
 * migrations are done, and it is not shutting down.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 while the database answers, migrations are done and the process is not shutting down',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const up = await isReachable(app.db);
      const phase = app.lifecycle.phase;
      const status = phase === 'serving' ? (up ? 'ok' : 'degraded') : phase;
      if (status !== 'ok') reply.code(503).header('retry-after', '5');
      return reply.send({ status, database: up ? 'up' : 'down' });
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process runs, whatever its database does',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
      config: { access: 'public' },
    },
    async () => ({ status: 'ok' as const }),
  );
};
