import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityCatalogueSchema,
  BuddyTeaserSchema,
  type ActivityCatalogue,
} from '../../../shared/buddies';
import { FEATURED_BUDDY_COUNT } from '../../../shared/discovery';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.publicReads;

  app.get(
    '/api/activities',
    {
      schema: {
        tags: ['activities'],
        summary: 'The activity catalogue by group, with the buddies offering each activity',
        response: { 200: ActivityCatalogueSchema },
      },
      config: { access: 'public' },
    },
    async (): Promise<ActivityCatalogue> => reads.catalogue(),
  );

  app.get(
    '/api/buddies/featured',
    {
      schema: {
        tags: ['buddies'],
        summary: 'Four random approved English buddies for the landing page (public teaser)',
        response: { 200: z.object({ buddies: z.array(BuddyTeaserSchema) }) },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { buddies: await reads.featured(FEATURED_BUDDY_COUNT) };
    },
  );
};
