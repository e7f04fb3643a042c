import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  BuddyCardSchema,
  BuddyListQuerySchema,
  PublicBuddySchema,
  type PublicBuddy,
} from '../../../shared/buddies';
import { linkPages } from '../../lib/pages';
import { callerOf } from '../../plugins/access';
import { readableBuddy } from './public-reads';

export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.publicReads;

  app.get(
    '/api/buddies-with-languages',
    {
      schema: {
        tags: ['buddies'],
        summary:
          'Approved buddies: filter by activities (any), language, text, open days and parts of days, price from (euros), ' +
          'districts (any) and instant booking; ' +
          'sort by recommended, price, rating or soonest free; the next page at the Link rel=next',
        querystring: BuddyListQuerySchema,
        response: { 200: z.array(BuddyCardSchema), 400: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const { buddies, nextCursor } = await reads.list(request.query);
      const {
        activities,
        language,
        q,
        sort,
        days,
        parts,
        priceMin,
        priceMax,
        districts,
        instant,
        limit,
      } = request.query;
      const next = nextCursor
        ? new URLSearchParams([
            ...activities.map((title) => ['activities', title]),
            ['language', language],
            ...(q ? [['q', q]] : []),
            ...(sort !== 'recommended' ? [['sort', sort]] : []),
            ...(days.length > 0 ? [['days', days.join(',')]] : []),
            ...(parts.length > 0 ? [['parts', parts.join(',')]] : []),
            ...(priceMin !== undefined ? [['priceMin', String(priceMin)]] : []),
            ...(priceMax !== undefined ? [['priceMax', String(priceMax)]] : []),
            ...(districts.length > 0 ? [['districts', districts.join(',')]] : []),
            ...(instant ? [['instant', '1']] : []),
            ['limit', String(limit)],
            ['after', nextCursor],
          ])
        : null;
      linkPages(reply, '/api/buddies-with-languages', { next });
      return buddies;
    },
  );

  app.get(
    '/api/buddy/:id',
    {
      schema: {
        tags: ['buddies'],
        summary:
          "A buddy's profile by slug: listed buddies to everyone; others to themselves, " +
          'moderators, and learning experts while they interview them',
        params: z.object({ id: z.string() }),
        response: { 200: PublicBuddySchema, 404: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request): Promise<PublicBuddy> =>
      (await readableBuddy(reads, callerOf(request), request.params.id)).profile,
  );
};
