/** The activities screen's words (SPEC section 2: Activities), in one place. */
export const ACTIVITIES_TEXTS = {
  heading: 'Activities',
  intro:
    'Practise in real places around Amsterdam. Choose what you enjoy: every activity is a conversation with a fluent speaker.',
  buddiesNotLoaded:
    'We could not load the buddies offering these activities. Please refresh the page to try again.',
  groups: 'Activity groups',
  duration: (duration: string) => `Duration: ${duration}`,
  buddies: 'Buddies',
  buddiesOffering: (activity: string) => `Buddies offering ${activity}`,
  moreBuddies: 'and more buddies',
} as const;
