/**
 * What learners see of buddies, kept in this process's memory: the activity catalogue with its
 * chips, a pool of featured teasers and public profiles. Every process forgets them when any
 * process publishes `buddies-changed` (after its commit, src/server/lib/events.ts); a short TTL
 * bounds what a missed event (a listener reconnecting) can leave stale. Nothing here belongs to
 * one user: the same answer goes to everyone allowed to ask.
 */
import { randomInt } from 'node:crypto';
import type { ProfileStatus } from '../../../shared/buddy-status';
import type { ActivityCatalogue, BuddyTeaser, PublicBuddy } from '../../../shared/buddies';
import { ACTIVITIES, ACTIVITY_GROUPS } from '../../../shared/catalogue';
import { FLEXIBLE_SCHEDULE } from '../../../shared/discovery';
import { teaches } from '../../../shared/languages';
import { offersByTitle } from '../../../shared/offers';
import { firstName, firstSentence } from '../../../shared/text';
import type { Executor } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import type { EventBus } from '../../lib/events';
import {
  buddiesPerActivity,
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
const CHIPS_PER_ACTIVITY = 4;
/** Featured teasers are drawn from this many English buddies, picked anew on each refresh. */
const FEATURED_POOL_SIZE = 64;

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * Values by key, each loaded once however many requests ask at the same time. A load that an
 * invalidation overtakes is dropped from the map, so its (possibly older) answer goes only to
 * the requests that were already waiting for it.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
    private readonly now: () => number = () => clockNow().getTime(),
  ) {}

  /** The value of `key`; `load` answering undefined (nothing there) is not kept. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const entry: Entry<V> = { value: load(), expiresAt: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((value) => value === undefined && forget(), forget);
    return entry.value;
  }

  delete(key: K) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

export interface BuddyProfileRead {
  buddyId: string;
  status: ProfileStatus;
  profile: PublicBuddy;
}

export interface PublicReads {
  catalogue(): Promise<ActivityCatalogue>;
  /** `count` different featured teasers, at random. */
  featured(count: number): Promise<BuddyTeaser[]>;
  /** A buddy's profile by slug with who they are and their status, for policy.ts to judge. */
  profile(slug: string): Promise<BuddyProfileRead | undefined>;
  /** Forgets everything, or one buddy's profile (and the lists that may name them). */
  invalidate(slug?: string): void;
}

export function createPublicReads(db: Executor, ttlMs = PUBLIC_READS_TTL_MS): PublicReads {
  const catalogue = new ReadCache<'all', ActivityCatalogue>(ttlMs);
  const featuredPool = new ReadCache<'all', BuddyTeaser[]>(ttlMs);
  const profiles = new ReadCache<string, BuddyProfileRead | undefined>(ttlMs, CACHED_PROFILES_MAX);
  return {
    catalogue: () => catalogue.get('all', () => loadCatalogue(db)),
    async featured(count) {
      return pickAtRandom(await featuredPool.get('all', () => loadFeaturedPool(db)), count);
    },
    profile: (slug) => profiles.get(slug, () => loadProfile(db, slug)),
    invalidate(slug) {
      catalogue.clear();
      featuredPool.clear();
      if (slug === undefined) profiles.clear();
      else profiles.delete(slug);
    },
  };
}

/** This app's public reads, forgotten whenever any process says buddies changed. */
export function startPublicReads(db: Executor, events: EventBus): PublicReads {
  const reads = createPublicReads(db);
  events.subscribe((event) => {
    if (event.type === 'buddies-changed') reads.invalidate();
  });
  return reads;
}

async function loadCatalogue(db: Executor): Promise<ActivityCatalogue> {
  const rows = await buddiesPerActivity(db, CHIPS_PER_ACTIVITY);
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
}

async function loadFeaturedPool(db: Executor): Promise<BuddyTeaser[]> {
  const rows = await randomEnglishBuddies(db, FEATURED_POOL_SIZE, randomInt(2 ** 31 - 1));
  return rows.map((r) => ({
    id: r.slug,
    name: r.fullName,
    photo: r.photo,
    description: firstSentence(r.description),
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
  const [offers, reviews, [rating]] = await Promise.all([
    offersOf(db, [buddy.userId]),
    reviewsOf(db, buddy.userId),
    ratingsOf(db, [buddy.userId]),
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
    availability: buddy.availability?.trim() || FLEXIBLE_SCHEDULE,
    activities: offersByTitle(offers),
    reviews,
    rating: rating?.rating ?? null,
    reviewCount: rating?.count ?? 0,
  };
  return { buddyId: buddy.userId, status: buddy.status, profile };
}
