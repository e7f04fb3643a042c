import type { BuddyLanguage } from '@shared/discovery';

/** The buddies screens' texts worded by the spec (SPEC section 2), in one place. */
export const BUDDIES_TEXTS = {
  listHeading: {
    english: 'Our English Buddies',
    dutch: 'Our Dutch Buddies',
  } satisfies Record<BuddyLanguage, string>,
  filterLegend: 'Filter by Activity',
  clearFilters: 'Clear filters',
  loadMore: 'Load more buddies',
  noMatch: 'No buddies match these activities yet.',
  dutchComingSoon: 'Dutch buddies are coming soon',
  signUpForNews: 'Sign up for news',
  allBuddies: 'All buddies',
  sendProposal: 'Send a message with proposal',
  continueAsLearner: 'Continue as a learner',
  notFound: 'Buddy not found',
  notFoundText: "Sorry, we couldn't find a buddy with that ID.",
  returnHome: 'Return to Home',
  noActivities: 'No activities available for this buddy.',
  bookOpenTime: 'Book an open time',
  bookOpenTimeText:
    'Times this buddy is free for a 60-minute session. Pick one, then choose the activity.',
  noOpenTimes:
    'No open times in the next two weeks. Send a message with a proposal to ask for another time.',
} as const;
