import type { z } from 'zod';
import { INVALID_CURSOR, type BuddyList, type BuddyListQuerySchema } from '../../../shared/buddies';
import { activityByTitle } from '../../../shared/catalogue';
import { SLUG_PATTERN } from '../../../shared/identity';
import { LANGUAGE_BY_NAME } from '../../../shared/languages';
import { presentOffer } from '../../../shared/offers';
import { excerpt } from '../../../shared/text';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { listBuddies, offersOf, ratingsOf } from './repository';

const encodeCursor = (slug: string) => Buffer.from(slug).toString('base64url');

/** The slug a cursor points after; a cursor that decodes to anything else is refused. */
function decodeCursor(cursor: string): string {
  const slug = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!SLUG_PATTERN.test(slug)) throw badRequest(INVALID_CURSOR);
  return slug;
}

const UNKNOWN_ACTIVITY = 'Please choose activities from the list';

/** One page of listed buddies as cards, filtered, with the cursor of the next page. */
export async function listPublicBuddies(
  db: Executor,
  query: z.output<typeof BuddyListQuerySchema>,
): Promise<BuddyList> {
  const activityIds = query.activities.map((title) => {
    const activity = activityByTitle(title);
    if (!activity) throw badRequest(UNKNOWN_ACTIVITY);
    return activity.id;
  });
  const rows = await listBuddies(db, {
    activityIds,
    language: LANGUAGE_BY_NAME[query.language],
    search: query.q || undefined,
    after: query.after ? decodeCursor(query.after) : undefined,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const ids = page.map((r) => r.userId);
  const [offers, ratings] = await Promise.all([offersOf(db, ids), ratingsOf(db, ids)]);
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
        description: excerpt(r.description),
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
}
