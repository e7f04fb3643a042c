import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import { FavouriteParamsSchema, FavouriteSchema } from '../../../shared/favourites';
import { callerOf } from '../../plugins/access';
import { readableBuddy } from '../buddies/public-reads';
import { listFavourites, removeFavourite, saveFavourite } from './service';

/** A learner's saved buddies (decision 057): their own list only, of listed buddies by slug. */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = { access: ['learner'] } as const;

  app.get(
    '/api/learner/favourites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Your saved buddies, newest first, with their new open times while news',
        response: { 200: z.array(FavouriteSchema) },
      },
      config: own,
    },
    async (request) => listFavourites(app.db, callerOf(request).userId),
  );

  app.put(
    '/api/learner/favourites/:buddyId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Saves a listed buddy, by slug; saving one again changes nothing',
        params: FavouriteParamsSchema,
        response: { 204: z.null(), 404: ErrorSchema, 409: ErrorSchema },
      },
      config: own,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { buddyId } = await readableBuddy(app.publicReads, caller, request.params.buddyId);
      await saveFavourite(app.db, caller.userId, buddyId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/learner/favourites/:buddyId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Removes a saved buddy, by slug; removing one not saved changes nothing',
        params: FavouriteParamsSchema,
        response: { 204: z.null(), 404: ErrorSchema },
      },
      config: own,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { buddyId } = await readableBuddy(app.publicReads, caller, request.params.buddyId);
      await removeFavourite(app.db, caller.userId, buddyId);
      return reply.code(204).send(null);
    },
  );
};
