import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  INVALID_CURSOR,
  BuddyListQuerySchema,
  BuddyListSchema,
  PublicBuddySchema,
  type BuddyList,
  type PublicBuddy,
} from '../../../shared/buddies';
import { activityByTitle } from '../../../shared/catalogue';
import { LANGUAGE_BY_NAME } from '../../../shared/languages';
import { presentOffer } from '../../../shared/offers';
import { SLUG_PATTERN } from '../../../shared/identity';
import { firstSentence } from '../../../shared/text';
import { badRequest, notFound } from '../../lib/http-errors';
import { publicReadsOf } from './public-reads';
import { listBuddies, offersOf, ratingsOf } from './repository';
import { BUDDY_NOT_FOUND } from './status';

const encodeCursor = (slug: string) => Buffer.from(slug).toString('base64url');

/** The slug a cursor points after; a cursor that decodes to anything else is refused. */
function decodeCursor(cursor: string): string {
  const slug = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!SLUG_PATTERN.test(slug)) throw badRequest(INVALID_CURSOR);
  return slug;
}

const UNKNOWN_ACTIVITY = 'Please choose activities from the list';

export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = publicReadsOf(app);

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
    async (request): Promise<BuddyList> => {
      const query = request.query;
      const activityIds = query.activities.map((title) => {
        const activity = activityByTitle(title);
        if (!activity) throw badRequest(UNKNOWN_ACTIVITY);
        return activity.id;
      });
      const rows = await listBuddies(app.db, {
        activityIds,
        language: LANGUAGE_BY_NAME[query.language],
        search: query.q || undefined,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const ids = page.map((r) => r.userId);
      const [offers, ratings] = await Promise.all([offersOf(app.db, ids), ratingsOf(app.db, ids)]);
      const last = page.at(-1);
      return {
        buddies: page.map((r) => {
          const rating = ratings.find((x) => x.buddyId === r.userId);
          return {
            id: r.slug,
            name: r.fullName,
            photo: r.photo,
            languages: r.languages,
            location: r.location,
            description: firstSentence(r.description),
            activities: offers
              .filter((o) => o.buddyId === r.userId)
              .map(presentOffer)
              .map(({ title, rate }) => ({ title, rate })),
            rating: rating?.rating ?? null,
            reviewCount: rating?.count ?? 0,
          };
        }),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.slug) : null,
      };
    },
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
