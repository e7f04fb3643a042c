import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  BuddyListQuerySchema,
  BuddyListSchema,
  PublicBuddySchema,
  type PublicBuddy,
} from '../../../shared/buddies';
import { SLUG_PATTERN } from '../../../shared/identity';
import { notFound } from '../../lib/http-errors';
import { listPublicBuddies } from './discovery';
import { BUDDY_NOT_FOUND } from './status';

export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.publicReads;

  app.get(
    '/api/buddies-with-languages',
    {
      schema: {
        tags: ['buddies'],
        summary: 'Approved buddies: filter by activities (any), language and text; keyset pages',
        querystring: BuddyListQuerySchema,
        response: { 200: BuddyListSchema, 400: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request) => listPublicBuddies(app.db, request.query),
  );

  app.get(
    '/api/buddy/:id',
    {
      schema: {
        tags: ['buddies'],
        summary: 'The public profile of an approved buddy, by slug',
        params: z.object({ id: z.string() }),
        response: { 200: PublicBuddySchema, 404: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request): Promise<PublicBuddy> => {
      const slug = request.params.id;
      const buddy = SLUG_PATTERN.test(slug) ? await reads.profile(slug) : undefined;
      if (!buddy) throw notFound(BUDDY_NOT_FOUND);
      return buddy;
    },
  );
};
