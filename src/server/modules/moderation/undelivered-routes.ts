import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  UNDELIVERED_TEXTS,
  UndeliveredSchema,
  type Undelivered,
} from '../../../shared/undelivered';
import { conflict, notFound } from '../../lib/http-errors';
import { givenUpWork, tryAgain } from '../../lib/outbox';

/** The newest given-up work shown: more means something is broken, and the metrics say so. */
const SHOWN = 100;

/**
 * The outbox's dead letters for moderators (decision 042): mail that never left and other work
 * given up, newest first; one put back in line once its cause is put right.
 */
export const undeliveredRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/moderation/undelivered',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Mail and other work the outbox gave up, newest first (at most 100)',
        response: { 200: z.array(UndeliveredSchema) },
      },
      config: { access: ['moderator'] },
    },
    async (): Promise<Undelivered[]> =>
      (await givenUpWork(app.db, SHOWN)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        givenUpAt: row.givenUpAt!.toISOString(),
      })),
  );

  app.post(
    '/api/moderation/undelivered/:id/retry',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Put given-up work back in line, to be tried at once',
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.object({ queued: z.literal(true) }),
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
      config: { access: ['moderator'] },
    },
    async (request) => {
      const outcome = await tryAgain(app.db, request.params.id);
      if (outcome === 'expired') throw conflict(UNDELIVERED_TEXTS.linkExpired);
      if (outcome === 'not-given-up') throw notFound(UNDELIVERED_TEXTS.notFound);
      return { queued: true as const };
    },
  );
};
