/**
 * Each screen's name in the browser's tab, history and bookmarks, and what a screen reader
 * announces when the app moves to it (WCAG 2.4.2). The landing page keeps the site's own title.
 */
export const PAGE_TITLES = {
  site: 'Buddies · Language practice in Amsterdam',
  /** A screen's title: "Activities · Buddies". */
  of: (screen: string) => `${screen} · Buddies`,
  activities: 'Activities',
  login: 'Login or sign up',
  register: 'Join',
  registerLearner: 'Join as a Learner',
  registerBuddy: 'Become a Buddy',
  resetPassword: 'Reset password',
  unsubscribe: 'Stop these mails',
  privacy: 'Privacy',
  terms: 'Terms',
  imprint: 'Imprint',
  testCheckout: 'Test checkout',
  notFound: 'Page Not Found',
  buddies: 'Find a buddy',
  buddyProfile: 'Buddy profile',
  learnerDashboard: 'My dashboard',
  buddyDashboard: 'Buddy dashboard',
  moderatorDashboard: 'Moderator dashboard',
  expertDashboard: 'Learning expert dashboard',
  messages: 'Messages',
  profileSettings: 'Profile Settings',
  learnerProfile: 'My learner profile',
  learnerWelcome: 'What suits you',
  buddyProfileEdit: 'Edit my buddy profile',
  receipt: 'Receipt',
  pay: 'Pay for a session',
  statement: 'Monthly statement',
} as const;
