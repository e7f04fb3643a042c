import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  BuddyCardSchema,
  BuddyListQuerySchema,
  PublicBuddySchema,
  type PublicBuddy,
} from '../../../shared/buddies';
import type { Caller } from '../../lib/policy';
import { linkPages } from '../../lib/pages';
import { SerializedOnce } from '../../lib/serialized-once';
import { callerOf } from '../../plugins/access';
import { listInMatchOrder, narrowingOf } from './discovery';
import { readableBuddy } from './public-reads';
import { passingNarrowing } from './repository';

/** The header that says a page of the list is in the caller's match order (decision 063). */
export const ORDER_HEADER = 'buddies-order';

type BuddyListQueryOutput = z.output<typeof BuddyListQuerySchema>;

export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.publicReads;

  /**
   * A page of the list as the caller sees it: recommended, for a learner the matching ranks
   * buddies for, is their match order (decision 063); everyone else's list is everyone's.
   */
  async function listFor(caller: Caller, query: BuddyListQueryOutput) {
    const matchOrder = matchOrderFor(caller, query);
    if (matchOrder) {
      const narrowing = narrowingOf(query);
      const ranked = await matchOrder.rankedIds(caller.userId, {
        language: narrowing.language,
        passing: passingNarrowing(narrowing),
        key: JSON.stringify(narrowing),
      });
      if (ranked.length > 0) {
        return {
          ...(await listInMatchOrder(app.db, query, narrowing, ranked)),
          inMatchOrder: true,
        };
      }
    }
    return { ...(await reads.list(query)), inMatchOrder: false };
  }

  /** The match order the caller's recommended list follows, if it is a learner's (decision 063). */
  const matchOrderFor = (caller: Caller, query: BuddyListQueryOutput) =>
    query.sort === 'recommended' && caller.role === 'learner' ? app.matchOrder : null;

  /** The list's pages everyone sees are kept (public-reads.ts); each is serialized once. */
  const serialized = new SerializedOnce();

  app.get(
    '/api/buddies-with-languages',
    {
      schema: {
        tags: ['buddies'],
        summary:
          'Approved buddies: filter by activities (any), language, text, open days and parts of days, price from (euros), ' +
          'districts (any) and instant booking; ' +
          'sort by recommended (for a learner with matches their match order, then the others, ' +
          'said by the header Buddies-Order: match), price, rating or soonest free; the next page at the Link rel=next',
        querystring: BuddyListQuerySchema,
        response: { 200: z.array(BuddyCardSchema), 400: ErrorSchema },
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const page = async () => {
        const { buddies, nextCursor, inMatchOrder } = await listFor(caller, request.query);
        if (inMatchOrder) reply.header(ORDER_HEADER, 'match');
        linkPages(reply, '/api/buddies-with-languages', {
          next: nextCursor ? nextPageQuery(request.query, nextCursor) : null,
        });
        return buddies;
      };
      // A learner's match order is theirs: kept while nothing happens to them, to buddies and
      // to open times (decision 023); a search is read afresh, as everyone's is.
      if (matchOrderFor(caller, request.query) && !request.query.q) {
        return app.userReads.send(request, reply, caller.userId, page, {
          showsOpenTimes: true,
          headers: [ORDER_HEADER],
        });
      }
      return serialized.send(reply, await page());
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

/** The query of the page after one: the same filters and sort, `after` its last buddy. */
function nextPageQuery(query: BuddyListQueryOutput, after: string) {
  const { activities, language, q, sort, days, parts, priceMin, priceMax, districts, instant } =
    query;
  return new URLSearchParams([
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
    ['limit', String(query.limit)],
    ['after', after],
  ]);
}
