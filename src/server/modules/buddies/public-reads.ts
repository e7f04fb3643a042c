/**
 * What learners see of buddies, kept in this process's memory: the activity catalogue with its
 * chips, a pool of featured teasers, the list's pages and the profiles. Every process forgets
 * them when any process publishes `buddies-changed` (after its commit,
 * src/server/lib/event-bus.ts), and the pages and the buddy's profile on `open-times-changed`
 * (their next free time); a short TTL
 * bounds what a missed event (a listener reconnecting) can leave stale. Nothing here belongs to
 * one user: the same answer goes to everyone allowed to ask.
 */
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { ProfileStatus } from '../../../shared/buddy-status';
import type {
  ActivityCatalogue,
  BuddyList,
  BuddyListQuerySchema,
  BuddyTeaser,
  ListedPerLanguage,
  PublicBuddy,
} from '../../../shared/buddies';
import { activityCatalogue } from '../../../shared/catalogue';
import { FLEXIBLE_SCHEDULE } from '../../../shared/discovery';
import { LANGUAGES, teaches } from '../../../shared/languages';
import { offersByTitle, priceFromCents } from '../../../shared/offers';
import { SLUG_PATTERN } from '../../../shared/identity';
import { excerpt, firstName } from '../../../shared/text';
import type { Executor } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { notFound } from '../../lib/http-errors';
import type { Caller } from '../../lib/policy';
import { ReadCache } from '../../lib/read-cache';
import { sessionsHeldBy } from '../sessions/sessions-held';
import { listPublicBuddies } from './discovery';
import { canReadBuddyProfile } from './policy';
import { BUDDY_NOT_FOUND } from './status';
import {
  buddiesPerActivity,
  countListedBuddies,
  findBuddyBySlug,
  offersOf,
  randomEnglishBuddies,
  ratingsOf,
  reviewsOf,
} from './repository';

/** The safety net behind the events: nothing is served older than this. */
export const PUBLIC_READS_TTL_MS = 30_000;
/** Profiles kept at most; the oldest go first (a crawl of every slug cannot grow memory). */
export const CACHED_PROFILES_MAX = 5_000;
/**
 * Pages of the list kept (each filter combination, sort and place is one; a page is about 10 KB
 * serialized): the first pages everyone opens and the next ones most read.
 */
const CACHED_PAGES_MAX = 1_000;
const CHIPS_PER_ACTIVITY = 4;
/** Featured teasers are drawn from this many English buddies, picked anew on each refresh. */
const FEATURED_POOL_SIZE = 64;

type BuddyListQuery = z.output<typeof BuddyListQuerySchema>;

export interface BuddyProfileRead {
  buddyId: string;
  status: ProfileStatus;
  profile: PublicBuddy;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What learners see of buddies, from memory: decorated by the buddies module (module.ts). */
    publicReads: PublicReads;
  }
}

export interface PublicReads {
  catalogue(): Promise<ActivityCatalogue>;
  /** A page of the buddies list; pages without a search text come from memory. */
  list(query: BuddyListQuery): Promise<BuddyList>;
  /** `count` different featured teasers, at random. */
  featured(count: number): Promise<BuddyTeaser[]>;
  /** How many listed buddies speak each language (the landing's Dutch card). */
  listedPerLanguage(): Promise<ListedPerLanguage>;
  /** A buddy's profile by slug with who they are and their status, for policy.ts to judge. */
  profile(slug: string): Promise<BuddyProfileRead | undefined>;
  /** Forgets everything, or one buddy's profile (and the lists that may name them). */
  invalidate(slug?: string): void;
  /** Forgets what shows the buddy's next free time: their profile and the list's pages. */
  openTimesChanged(buddyId: string): void;
}

export function createPublicReads(db: Executor, ttlMs = PUBLIC_READS_TTL_MS): PublicReads {
  const catalogue = new ReadCache<'all', ActivityCatalogue>(ttlMs);
  const pages = new ReadCache<string, BuddyList>(ttlMs, CACHED_PAGES_MAX);
  const featuredPool = new ReadCache<'all', BuddyTeaser[]>(ttlMs);
  const listed = new ReadCache<'all', ListedPerLanguage>(ttlMs);
  const profiles = new ReadCache<string, BuddyProfileRead | undefined>(ttlMs, CACHED_PROFILES_MAX);
  return {
    catalogue: () => catalogue.get('all', () => loadCatalogue(db)),
    list(query) {
      if (query.q) return listPublicBuddies(db, query);
      // Every filter and the place are in the key (the schema's parse gives its fields in one
      // order).
      const key = JSON.stringify({ ...query, activities: [...new Set(query.activities)].sort() });
      return pages.get(key, () => listPublicBuddies(db, query));
    },
    async featured(count) {
      return pickAtRandom(await featuredPool.get('all', () => loadFeaturedPool(db)), count);
    },
    listedPerLanguage: () => listed.get('all', () => loadListedPerLanguage(db)),
    profile: (slug) => profiles.get(slug, () => loadProfile(db, slug)),
    invalidate(slug) {
      catalogue.clear();
      pages.clear();
      featuredPool.clear();
      listed.clear();
      if (slug === undefined) profiles.clear();
      else profiles.delete(slug);
    },
    openTimesChanged(buddyId) {
      pages.clear();
      profiles.deleteWhere((read) => read?.buddyId === buddyId);
    },
  };
}

/** This app's public reads, forgotten whenever any process says buddies changed. */
export function startPublicReads(db: Executor, events: EventBus): PublicReads {
  const reads = createPublicReads(db);
  events.subscribe((event) => {
    if (event.type === 'buddies-changed' || event.type === 'missed') reads.invalidate();
    if (event.type === 'open-times-changed') reads.openTimesChanged(event.buddyId);
  });
  return reads;
}

async function loadCatalogue(db: Executor): Promise<ActivityCatalogue> {
  const rows = await buddiesPerActivity(db, CHIPS_PER_ACTIVITY);
  return activityCatalogue((activityId) => {
    const offered = rows.filter((r) => r.activityId === activityId);
    return {
      buddies: offered.map((r) => ({ id: r.slug, firstName: firstName(r.fullName) })),
      buddyCount: offered[0]?.total ?? 0,
    };
  });
}

async function loadListedPerLanguage(db: Executor): Promise<ListedPerLanguage> {
  const counts = await Promise.all(LANGUAGES.map((l) => countListedBuddies(db, l)));
  return Object.fromEntries(LANGUAGES.map((l, i) => [l, counts[i]!])) as ListedPerLanguage;
}

async function loadFeaturedPool(db: Executor): Promise<BuddyTeaser[]> {
  const rows = await randomEnglishBuddies(db, FEATURED_POOL_SIZE, randomInt(2 ** 31 - 1));
  return rows.map((r) => ({
    id: r.slug,
    name: r.fullName,
    photo: r.photo,
    description: excerpt(r.description),
  }));
}

/** Up to `count` different items of `pool`, in random order. */
function pickAtRandom<T>(pool: readonly T[], count: number): T[] {
  const rest = [...pool];
  const picked: T[] = [];
  while (picked.length < count && rest.length > 0) {
    picked.push(rest.splice(randomInt(rest.length), 1)[0]!);
  }
  return picked;
}

async function loadProfile(db: Executor, slug: string): Promise<BuddyProfileRead | undefined> {
  const buddy = await findBuddyBySlug(db, slug);
  if (!buddy) return undefined;
  const [offers, reviews, [rating], held] = await Promise.all([
    offersOf(db, [buddy.userId]),
    reviewsOf(db, buddy.userId),
    ratingsOf(db, [buddy.userId]),
    sessionsHeldBy(db, [buddy.userId]),
  ]);
  const profile: PublicBuddy = {
    id: buddy.slug,
    name: buddy.fullName,
    fullName: buddy.fullName,
    description: buddy.description,
    about: buddy.about,
    image: buddy.photo,
    languages: buddy.languages,
    teachesEnglish: teaches(buddy.languages, 'English'),
    location: buddy.location,
    districts: buddy.districts,
    availability: buddy.availability?.trim() || FLEXIBLE_SCHEDULE,
    activities: offersByTitle(offers),
    reviews,
    rating: rating?.rating ?? null,
    reviewCount: rating?.count ?? 0,
    priceFromCents: priceFromCents(offers),
    sessionsHeld: held.get(buddy.userId) ?? 0,
    nextOpenAt: buddy.nextOpenAt?.toISOString() ?? null,
  };
  return { buddyId: buddy.userId, status: buddy.status, profile };
}

/**
 * A buddy's profile by slug as the caller may see it (policy.ts), or 404: a buddy under review
 * is answered like one that does not exist.
 */
export async function readableBuddy(
  reads: PublicReads,
  caller: Pick<Caller, 'userId' | 'role'>,
  slug: string,
): Promise<BuddyProfileRead> {
  const found = SLUG_PATTERN.test(slug) ? await reads.profile(slug) : undefined;
  if (!found || !canReadBuddyProfile(caller, found)) throw notFound(BUDDY_NOT_FOUND);
  return found;
}
