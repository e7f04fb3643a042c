import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityCatalogueSchema,
  FeaturedBuddiesSchema,
  type ActivityCatalogue,
  type FeaturedBuddies,
} from '../../../shared/buddies';
import { FEATURED_BUDDY_COUNT } from '../../../shared/discovery';
import { MethodVideoListSchema, type MethodVideoList } from '../../../shared/method-schemas';

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
        summary:
          'Four random approved English buddies for the landing page (public teaser), and how many buddies are listed per language',
        response: { 200: FeaturedBuddiesSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply): Promise<FeaturedBuddies> => {
      reply.header('cache-control', 'no-store');
      const [buddies, listed] = await Promise.all([
        reads.featured(FEATURED_BUDDY_COUNT),
        reads.listedPerLanguage(),
      ]);
      return { buddies, listed };
    },
  );

  app.get(
    '/api/method-videos',
    {
      schema: {
        tags: ['activities'],
        summary:
          "The landing page's method videos as the team configured them (METHOD_VIDEOS), in the order of the method's steps; none while none is set",
        response: { 200: MethodVideoListSchema },
      },
      config: { access: 'public' },
    },
    async (): Promise<MethodVideoList> => ({ videos: app.config.methodVideos }),
  );
};
