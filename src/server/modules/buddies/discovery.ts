import type { z } from 'zod';
import {
  BUDDY_LIST_TEXTS,
  INVALID_CURSOR,
  type BuddyCard,
  type BuddyList,
  type BuddyListQuerySchema,
} from '../../../shared/buddies';
import { decodeBuddyListCursor, encodeBuddyListCursor } from '../../../shared/buddy-list-cursor';
import { activityByTitle } from '../../../shared/catalogue';
import { LANGUAGE_BY_NAME } from '../../../shared/languages';
import { presentOffer, priceFromCents } from '../../../shared/offers';
import { DAY_PARTS, dayPartsMask } from '../../../shared/open-time-summaries';
import { excerpt } from '../../../shared/text';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { sessionsHeldBy } from '../sessions/sessions-held';
import {
  listBuddies,
  listedBuddiesAmong,
  offersOf,
  ratingsOf,
  type BuddyListNarrowing,
  type CardRow,
} from './repository';

type ListedRow = Awaited<ReturnType<typeof listBuddies>>[number];

type BuddyListQuery = z.output<typeof BuddyListQuerySchema>;

const UNKNOWN_ACTIVITY = 'Please choose activities from the list';
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** The day parts asked for as a mask (all parts of the days, all days of the parts), if any. */
function dayPartsAsked({ days, parts }: BuddyListQuery) {
  if (days.length === 0 && parts.length === 0) return undefined;
  return dayPartsMask(days.length > 0 ? days : ALL_DAYS, parts.length > 0 ? parts : DAY_PARTS);
}

/** The price range asked for, in cents. */
function priceAsked({ priceMin, priceMax }: BuddyListQuery) {
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    throw badRequest(BUDDY_LIST_TEXTS.priceRange);
  }
  const cents = (euros: number | undefined) => (euros === undefined ? undefined : euros * 100);
  return { min: cents(priceMin), max: cents(priceMax) };
}

/** What the query's filters narrow the list to; 400 for an unknown activity or a price range upside down. */
export function narrowingOf(query: BuddyListQuery): BuddyListNarrowing {
  return {
    activityIds: query.activities.map((title) => {
      const activity = activityByTitle(title);
      if (!activity) throw badRequest(UNKNOWN_ACTIVITY);
      return activity.id;
    }),
    language: LANGUAGE_BY_NAME[query.language],
    search: query.q || undefined,
    dayParts: dayPartsAsked(query),
    priceFromCents: priceAsked(query),
    districts: query.districts,
    instant: query.instant,
  };
}

/** The place the query's `after` names, undefined on a first page; 400 for one the server did not write. */
function afterOf(query: BuddyListQuery) {
  if (!query.after) return undefined;
  const after = decodeBuddyListCursor(query.after, query.sort);
  if (!after) throw badRequest(INVALID_CURSOR);
  return after;
}

/** One page of listed buddies as cards, filtered and sorted, with the cursor of the next page. */
export async function listPublicBuddies(db: Executor, query: BuddyListQuery): Promise<BuddyList> {
  const narrowing = narrowingOf(query);
  const after = afterOf(query);
  // A place in a learner's matches means nothing in the order everyone else sees.
  if (after?.sort === 'recommended' && after.key !== '') throw badRequest(INVALID_CURSOR);
  const rows = await listBuddies(db, { ...narrowing, sort: query.sort, after, limit: query.limit });
  return pageOf(db, rows, query.limit);
}

/**
 * One page of the recommended list for a learner with a ranking (decision 063): the buddies
 * ranked for them (`ranked`, ids best first, within the list's filters) in that order, then the
 * other listed buddies passing the filters by slug. A cursor in the first part says the position
 * in the ranking (`m12`), in the second only the slug.
 */
export async function listInMatchOrder(
  db: Executor,
  query: BuddyListQuery,
  narrowing: BuddyListNarrowing,
  ranked: readonly string[],
): Promise<BuddyList> {
  const after = afterOf(query);
  const inRest = after !== undefined && after.key === '';
  const from = after && !inRest ? Number(after.key.slice(1)) + 1 : 0;
  const wanted = query.limit + 1;
  const position = new Map(ranked.map((id, i) => [id, i]));
  const rest = inRest ? [] : ranked.slice(from);
  // The ranking was made within the list's filters: read the page's window of it, and the next
  // one only when buddies in it have left the list since (the filters are checked again).
  const matched: ListedRow[] = [];
  for (let start = 0; matched.length < wanted && start < rest.length; start += wanted) {
    const window = rest.slice(start, start + wanted);
    const rows = await listBuddies(db, {
      ...narrowing,
      sort: 'recommended',
      among: window,
      limit: window.length,
    });
    matched.push(
      ...rows
        .map((row) => ({ ...row, at: position.get(row.userId)! }))
        .sort((a, b) => a.at - b.at)
        .slice(0, wanted - matched.length)
        .map(({ at, ...row }) => ({ ...row, place: { ...row.place, key: `m${at}` } })),
    );
  }
  const others =
    matched.length < wanted
      ? await listBuddies(db, {
          ...narrowing,
          sort: 'recommended',
          except: [...ranked],
          after: inRest ? after : undefined,
          limit: wanted - matched.length - 1,
        })
      : [];
  return pageOf(db, [...matched, ...others], query.limit);
}

/** The first `limit` rows as cards, and the cursor after the last when there were more. */
async function pageOf(db: Executor, rows: ListedRow[], limit: number): Promise<BuddyList> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    buddies: (await presentCards(db, page)).map(({ card }) => card),
    nextCursor: rows.length > limit && last ? encodeBuddyListCursor(last.place) : null,
  };
}

/**
 * The cards of the listed ones among some buddies (a learner's favourites), each with the
 * buddy's id, in no particular order.
 */
export async function listedCardsOf(db: Executor, buddyIds: string[]) {
  return presentCards(db, await listedBuddiesAmong(db, buddyIds));
}

/** Buddies' cards, in the rows' order: their offers, ratings and sessions held in one read each. */
async function presentCards(
  db: Executor,
  rows: CardRow[],
): Promise<{ buddyId: string; card: BuddyCard }[]> {
  const ids = rows.map((r) => r.userId);
  const [offers, ratings, held] = await Promise.all([
    offersOf(db, ids),
    ratingsOf(db, ids),
    sessionsHeldBy(db, ids),
  ]);
  return rows.map((r) => {
    const rating = ratings.find((x) => x.buddyId === r.userId);
    const own = offers.filter((o) => o.buddyId === r.userId);
    return {
      buddyId: r.userId,
      card: {
        id: r.slug,
        name: r.fullName,
        photo: r.photo,
        languages: r.languages,
        location: r.location,
        description: excerpt(r.description),
        activities: own.map(presentOffer).map(({ title, rate }) => ({ title, rate })),
        rating: rating?.rating ?? null,
        reviewCount: rating?.count ?? 0,
        instantBooking: own.some((o) => o.instantBooking),
        priceFromCents: priceFromCents(own),
        sessionsHeld: held.get(r.userId) ?? 0,
        nextOpenAt: r.nextOpenAt?.toISOString() ?? null,
      },
    };
  });
}
