import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BuddyMatchSchema } from '../../../shared/matching-schemas';
import { callerOf } from '../../plugins/access';
import { matchesFor } from './service';

/** A learner's matches (issue 39): listed buddies ranked for them, with the reasons. */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/learner/matches',
    {
      schema: {
        tags: ['matching'],
        summary: 'The buddies that suit you best, each with why; none until your form says',
        response: { 200: z.array(BuddyMatchSchema) },
      },
      config: { access: ['learner'] },
    },
    async (request) => matchesFor(app.db, callerOf(request).userId),
  );
};
