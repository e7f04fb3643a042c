import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityCatalogueSchema,
  BuddyTeaserSchema,
  type ActivityCatalogue,
} from '../../../shared/buddies';
import { FEATURED_BUDDY_COUNT } from '../../../shared/discovery';
import { ACTIVITIES, ACTIVITY_GROUPS } from '../../../shared/catalogue';
import { firstName, firstSentence } from '../../../shared/text';
import { buddiesPerActivity, randomEnglishBuddies } from './repository';

const CHIPS_PER_ACTIVITY = 4;

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (): Promise<ActivityCatalogue> => {
      const rows = await buddiesPerActivity(app.db, CHIPS_PER_ACTIVITY);
      return {
        groups: ACTIVITY_GROUPS.map((group) => ({
          ...group,
          activities: ACTIVITIES.filter((a) => a.group === group.id).map((a) => {
            const offered = rows.filter((r) => r.activityId === a.id);
            return {
              id: a.id,
              title: a.title,
              group: a.group,
              description: a.description,
              detailedDescription: a.detailedDescription,
              duration: a.duration,
              icon: a.icon,
              image: a.image,
              buddies: offered.map((r) => ({ id: r.slug, firstName: firstName(r.fullName) })),
              buddyCount: offered[0]?.total ?? 0,
            };
          }),
        })),
      };
    },
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
      const rows = await randomEnglishBuddies(app.db, FEATURED_BUDDY_COUNT, randomInt(2 ** 31 - 1));
      reply.header('cache-control', 'no-store');
      return {
        buddies: rows.map((r) => ({
          id: r.slug,
          name: r.fullName,
          photo: r.photo,
          description: firstSentence(r.description),
        })),
      };
    },
  );
};
