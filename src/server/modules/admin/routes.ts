import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NewAccountSchema } from '../../../shared/accounts';
import { advanceClock, now, resetClock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { createAccount } from '../accounts/service';

const CreatedSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  profileStatus: z.string(),
});

/**
 * Account creation for `npm run user:create` while the server holds the embedded database.
 * Answers only callers presenting the secret of DATA_DIR/local-admin.json; 404 for everyone else.
 */
export const localAdminRoutes: FastifyPluginAsyncZod<{
  secret: string;
  testClock?: boolean;
}> = async (app, { secret, testClock = false }) => {
  const expected = Buffer.from(secret);
  const onlyWithSecret = async (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers['x-local-admin'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
  };
  app.post(
    '/api/local-admin/users',
    {
      schema: {
        hide: true,
        headers: z.object({ 'x-local-admin': z.string().optional() }),
        body: NewAccountSchema,
        response: { 201: CreatedSchema },
      },
      // Public to the access check: the secret below is the whole gate, and a wrong one is a 404.
      config: { access: 'public' },
      onRequest: onlyWithSecret,
    },
    async (request, reply) => {
      const { role, email, password, name } = request.body;
      const user = await createAccount(app.db, { role, email, password, fullName: name });
      return reply.code(201).send(user);
    },
  );

  // Browser tests (TEST_CLOCK, never in production): a session's time passes without waiting.
  if (!testClock) return;
  app.post(
    '/api/local-admin/clock',
    {
      schema: {
        hide: true,
        body: z.object({ advanceMs: z.number().int().optional(), reset: z.boolean().optional() }),
        response: { 200: z.object({ now: z.string() }) },
      },
      config: { access: 'public' },
      onRequest: onlyWithSecret,
    },
    async (request) => {
      if (request.body.reset) resetClock();
      if (request.body.advanceMs) advanceClock(request.body.advanceMs);
      return { now: now().toISOString() };
    },
  );
};
