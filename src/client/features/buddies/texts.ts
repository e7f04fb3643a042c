import type { BuddyLanguage, BuddySort } from '@shared/discovery';
import type { DayPart } from '@shared/open-time-summaries';

/** The buddies screens' texts worded by the spec (SPEC section 2), in one place. */
export const BUDDIES_TEXTS = {
  listHeading: {
    english: 'Our English Buddies',
    dutch: 'Our Dutch Buddies',
  } satisfies Record<BuddyLanguage, string>,
  everyBuddyInterviewed:
    'Every buddy is personally interviewed by our learning expert before meeting learners.',
  filterLegend: 'Filter by Activity',
  filtersLegend: 'Filters',
  sortBy: 'Sort by',
  sorts: {
    recommended: 'Recommended',
    price: 'Lowest price',
    rating: 'Best rated',
    soonest: 'Soonest free',
  } satisfies Record<BuddySort, string>,
  whenFree: 'When you are free',
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  dayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  parts: {
    morning: 'Morning',
    afternoon: 'Afternoon',
    evening: 'Evening',
  } satisfies Record<DayPart, string>,
  pricePerHour: 'Price per hour',
  priceFrom: 'From',
  priceUpTo: 'Up to',
  anyPrice: 'Any',
  euros: (euros: number) => `€${euros}`,
  clearFilters: 'Clear filters',
  loadMore: 'Load more buddies',
  noMatch: 'No buddies match these filters yet.',
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
  bookOpenTimeInstantText:
    'Times this buddy is free. Pick one to book it at once for an activity marked Instant booking.',
  instantBooking: 'Instant booking',
  requestToBook: 'Request to book',
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
  noMatchText: 'Try other activities or times, or clear the filters to see every buddy.',
  dutchComingSoonText:
    'We are interviewing our first Dutch speakers now. Sign up and we will let you know as soon as you can book a Dutch session.',
  noBuddiesYet: 'No buddies yet',
  noBuddiesYetText: 'Our first buddies are being interviewed. Please check back soon.',
} as const;
