/** The shared components' words (cards, dialogs, inline edits), in one place. */
export const COMPONENT_TEXTS = {
  buddyCard: {
    activities: 'Activities',
    moreActivities: (more: number) => `+${more} more`,
    instantBooking: 'Instant booking',
  },
  /** What a buddy's card and profile show to compare by. */
  buddyFacts: {
    label: 'At a glance',
    priceFrom: (price: string) => `From ${price}/hour`,
    reviews: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
    noReviews: 'No reviews yet',
    sessionsHeld: (count: number) =>
      count === 0 ? 'No sessions yet' : count === 1 ? '1 session' : `${count} sessions`,
    nextFree: (when: string) => `Next free: ${when}`,
    noFreeTime: 'No free time in the next 4 weeks',
  },
  favourite: {
    save: (name: string) => `Save ${name}`,
    saved: 'Saved',
    saveFailed: (name: string) => `We could not save ${name}. Please try again.`,
    removeFailed: 'We could not remove this buddy from your favourites. Please try again.',
  },
  ownProfile: {
    name: 'name',
    availability: 'availability',
    availabilityLabel: 'Availability',
    quickLinks: 'Quick links',
  },
  photo: {
    of: (name: string) => `Photo of ${name}`,
    change: 'Change photo',
    uploading: 'Uploading…',
    updated: 'Photo updated',
  },
  print: 'Print',
  recentMessages: {
    all: 'All messages',
    none: 'No conversations yet',
    loadFailed: 'We could not load your messages.',
  },
  /** Read after an unread count, where a badge shows only the number: "Messages 2 unread". */
  unread: ' unread',
  dialogClose: 'Close',
  /** After the value, for the button's name: "Anna, edit name". */
  inlineEdit: (label: string) => `, edit ${label}`,
  loadError: {
    checkConnection: 'Please check your connection and try again.',
    tryAgain: 'Try again',
  },
} as const;
