import { isVisible, type ProfileStatus } from '../../../shared/buddy-status';
import type { BuddyProfileUpdate } from '../../../shared/buddy-profile';
import { activityByTitle } from '../../../shared/catalogue';
import { DEFAULT_MEETING_PLACE } from '../../../shared/discovery';
import type { DistrictId } from '../../../shared/districts';
import { slugify } from '../../../shared/identity';
import { DEFAULT_LANGUAGES, normaliseLanguages, type Language } from '../../../shared/languages';
import { presentOffer, type Offer } from '../../../shared/offers';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { buddyProfiles } from '../../db/schema/buddies';
import {
  findTravelBuffer,
  freeBuddySlug,
  insertBuddyActivities,
  insertBuddyProfile,
  lockBuddyProfile,
  replaceBuddyActivities,
  updateBuddyProfileRow,
  updateTravelBuffer,
} from './repository';
import { BUDDY_NOT_FOUND, recordInitialStatus } from './status';

export interface NewBuddyProfile {
  slug?: string;
  description: string;
  about?: string | null;
  location?: string;
  availability?: string | null;
  languages?: Language[];
  districts?: DistrictId[];
  activities?: BuddyActivityInput[];
  /** Seed and tests only: a buddy who starts beyond pending, with the log's reason why. */
  initial?: { status: ProfileStatus; note: string };
}

export interface BuddyActivityInput {
  activityId: string;
  description: string;
  location: string;
  rateMinCents: number;
  rateMaxCents: number;
}

/**
 * A new buddy's profile, offers and the first entry of their status log, in the transaction
 * that creates their account.
 */
export async function createBuddyProfile(
  tx: Executor,
  user: { id: string; fullName: string; profileStatus: ProfileStatus },
  buddy: NewBuddyProfile | undefined,
) {
  await insertBuddyProfile(tx, {
    userId: user.id,
    slug: buddy?.slug ?? (await freeBuddySlug(tx, slugify(user.fullName))),
    description: buddy?.description ?? '',
    about: buddy?.about ?? null,
    location: buddy?.location ?? DEFAULT_MEETING_PLACE,
    availability: buddy?.availability ?? null,
    languages: normaliseLanguages(buddy?.languages ?? DEFAULT_LANGUAGES),
    districts: buddy?.districts ?? [],
  });
  await recordInitialStatus(
    tx,
    user.id,
    user.profileStatus,
    buddy?.initial?.note ?? 'Registered: awaiting moderator review',
  );
  if (buddy?.activities?.length) {
    await insertBuddyActivities(
      tx,
      buddy.activities.map((a) => ({ ...a, buddyId: user.id })),
    );
  }
}

type BuddyProfileRow = Pick<
  typeof buddyProfiles.$inferSelect,
  'slug' | 'description' | 'about' | 'location' | 'availability' | 'languages' | 'districts'
>;

/** What a buddy sees of their own buddy profile, beside their account's fields. */
export function presentOwnBuddyProfile(
  profile: BuddyProfileRow | null,
  offers: readonly Offer[],
  username: string,
) {
  return {
    slug: profile?.slug ?? username,
    description: profile?.description ?? '',
    about: profile?.about ?? null,
    location: profile?.location ?? DEFAULT_MEETING_PLACE,
    availability: profile?.availability ?? null,
    languages: profile?.languages ?? [...DEFAULT_LANGUAGES],
    districts: profile?.districts ?? [],
    activities: offers.map(presentOffer),
  };
}

/**
 * The buddy's profile row locked for a change of theirs (their profile, their availability):
 * two changes of one buddy queue up. 404 for an account without one.
 */
export async function lockOwnBuddyProfile(tx: Executor, buddyId: string) {
  const current = await lockBuddyProfile(tx, buddyId);
  if (!current) throw notFound(BUDDY_NOT_FOUND);
  return current;
}

/**
 * The buddy's own changes to their buddy profile, in the caller's transaction (PUT
 * /api/buddy/profile): the texts, languages and districts as given, and `activities` as the whole list of
 * offers (a title left out is removed; decision 031). Answers whether the buddy is listed, so
 * that the caller can tell the public reads.
 */
export async function changeBuddyProfile(
  tx: Executor,
  buddyId: string,
  changes: Omit<BuddyProfileUpdate, 'fullName'>,
): Promise<{ listed: boolean }> {
  const { activities, languages, ...texts } = changes;
  const current = await lockOwnBuddyProfile(tx, buddyId);
  const set = {
    ...Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined)),
    ...(languages && { languages: normaliseLanguages(languages) }),
  };
  if (Object.keys(set).length > 0) await updateBuddyProfileRow(tx, buddyId, set);
  if (activities) {
    await replaceBuddyActivities(
      tx,
      buddyId,
      activities.map((a) => ({
        buddyId,
        activityId: activityByTitle(a.title)!.id,
        description: a.description,
        location: a.location || current.location,
        rateMinCents: a.rate.minCents,
        rateMaxCents: a.rate.maxCents,
        instantBooking: a.instantBooking,
      })),
    );
  }
  return { listed: isVisible(current.status) };
}

/** The buddy's travel time in minutes, kept free around each booked session (decision 029). */
export async function travelBufferOf(db: Executor, buddyId: string) {
  return (await findTravelBuffer(db, buddyId)) ?? 0;
}

/** The buddy's new travel time, in the caller's transaction (which locked their profile). */
export const setTravelBuffer = (tx: Executor, buddyId: string, minutes: number) =>
  updateTravelBuffer(tx, buddyId, minutes);
