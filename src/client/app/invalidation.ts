import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { activitiesQueryOptions } from '@/features/activities/api/get-activities';
import { supportMessagesKey } from '@/components/support/keys';
import { buddyListsKey } from '@/features/buddies/api/get-buddies';
import { buddyProfilesKey } from '@/features/buddies/api/get-buddy';
import { featuredBuddiesQueryOptions } from '@/features/landing/api/get-featured-buddies';
import { ownBuddyProfileKey } from '@/hooks/use-own-buddy-profile';
import { ownLearnerProfileKey } from '@/hooks/use-own-learner-profile';
import { sessionsKey } from '@/features/sessions/api/keys';
import { paymentsKey } from '@/features/sessions/api/payment';
import { buddyOffersKey } from '@/features/messaging/api/get-buddy-offers';
import { conversationsWithKey } from '@/features/messaging/api/get-conversation';
import { conversationsQueryOptions } from '@/hooks/use-conversations';
import { proposalsKey } from '@/features/sessions/api/get-proposal';
import { openTimesKey } from '@/features/sessions/api/get-open-times';
import { ownAvailabilityKey } from '@/features/buddy/api/availability';
import { settingsKey } from '@/features/settings/api/settings';
import { favouritesKey } from '@/hooks/favourites-key';
import { matchesKey } from '@/features/learner/api/get-matches';

/**
 * What can change, named in the product's words, and every query that shows it, whichever
 * feature owns the query. A server event (pushed to signed-in tabs) or a mutation (its
 * `meta.changes`) names a change; this is the one place that knows which screens it refreshes,
 * so no feature imports another to keep it up to date.
 */
const REFRESHES = {
  /**
   * A buddy's public profile, offers or approval: lists, profiles, the teaser, activity chips,
   * a learner's matches.
   */
  buddies: [
    buddyListsKey,
    buddyProfilesKey,
    featuredBuddiesQueryOptions().queryKey,
    activitiesQueryOptions().queryKey,
    buddyOffersKey,
    favouritesKey,
    matchesKey,
  ],
  /** The signed-in user's own name, photo, status or matching form: the header, their profile, matches. */
  'own-profile': [ownLearnerProfileKey, ownBuddyProfileKey, settingsKey, matchesKey],
  /** Staff pinned or hid a buddy for a learner: their matches and the list in their match order. */
  matches: [matchesKey, buddyListsKey],
  /** A learner's saved buddies, or one of them opening new times: the hearts, the dashboard. */
  favourites: [favouritesKey],
  /** Messages sent, received or read: conversations, chats, unread counts. */
  messages: [conversationsQueryOptions().queryKey, conversationsWithKey],
  /** A proposal made or answered: its cards. */
  proposals: [proposalsKey],
  /** A support message sent, answered or moved on: the sender's list, the moderators' queue. */
  support: [supportMessagesKey],
  /** A buddy's slots, days off or travel time: their schedule, the open times learners see, matches. */
  availability: [ownAvailabilityKey, openTimesKey, matchesKey],
  /**
   * A session proposed, answered, moved, confirmed, cancelled, reported or reviewed: the
   * calendars, and its payment (a move may ask for a difference, a cancellation give money back).
   */
  sessions: [sessionsKey, paymentsKey],
} satisfies Record<string, readonly QueryKey[]>;

export type Change = keyof typeof REFRESHES;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { changes?: readonly Change[] };
  }
}

/** Marks every query showing the changed data stale; the ones on screen refetch at once. */
export function refresh(queryClient: QueryClient, changes: readonly Change[]) {
  const keys = changes.flatMap((change): readonly QueryKey[] => REFRESHES[change]);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
