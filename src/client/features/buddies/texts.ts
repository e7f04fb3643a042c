import type { BuddyLanguage } from '@shared/discovery';

/** The buddies screens' texts worded by the spec (SPEC section 2), in one place. */
export const BUDDIES_TEXTS = {
  listHeading: {
    english: 'Our English Buddies',
    dutch: 'Our Dutch Buddies',
  } satisfies Record<BuddyLanguage, string>,
  everyBuddyInterviewed:
    'Every buddy is personally interviewed by our learning expert before meeting learners.',
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
  profileHeading: 'Buddy profile',
  profileNotLoaded: 'We could not load this buddy',
  returnHome: 'Return to Home',
  noActivities: 'No activities available for this buddy.',
  bookOpenTime: 'Book an open time',
  bookOpenTimeText:
    'Times this buddy is free for a 60-minute session. Pick one, then choose the activity.',
  noOpenTimes:
    'No open times in the next two weeks. Send a message with a proposal to ask for another time.',
  aboutMe: 'About me',
  location: 'Location',
  availability: 'Availability',
  languages: 'Languages',
  activities: 'Activities',
  /** The example price of an offer: `€25.00 for 60 minutes`. */
  priceFor: (price: string, minutes: number) => `${price} for ${minutes} minutes`,
  forLearners: 'Booking a session with a buddy is for learners.',
  loadingProfile: "Loading the buddy's profile…",
  loadFailed: 'We could not load the buddies',
  loadMoreFailed: 'We could not load more buddies. Please try again.',
  loading: 'Loading…',
  featuredActivities: 'Featured Activities',
  selected: (count: number) => `${count} selected`,
  reviews: 'Reviews',
  reviewCount: (count: number) => (count === 1 ? 'review' : 'reviews'),
  rated: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
  noMatchText: 'Try other activities, or clear the filters to see every buddy.',
  dutchComingSoonText:
    'We are interviewing our first Dutch speakers now. Sign up and we will let you know as soon as you can book a Dutch session.',
  noBuddiesYet: 'No buddies yet',
  noBuddiesYetText: 'Our first buddies are being interviewed. Please check back soon.',
} as const;
