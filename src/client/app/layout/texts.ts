/** The frame around every page (SPEC section 9): header, menus, footer and the error display. */
export const LAYOUT_TEXTS = {
  skipToContent: 'Skip to content',
  logo: {
    home: 'Buddies home',
    name: 'Buddies',
    beta: 'BETA',
  },
  nav: {
    main: 'Main',
    mobile: 'Mobile',
    menu: 'Menu',
    footer: 'Footer',
    legal: 'Legal',
    buddies: 'Buddies',
    activities: 'Activities',
    messages: 'Messages',
    join: 'Join',
  },
  /**
   * Read after the unread count: "Messages 2 unread". The components' catalogue says it too,
   * but importing it would put all its words in every page's first script (decision 022).
   */
  unread: ' unread',
  account: {
    loginOrRegister: 'Login / Register',
    loading: 'Loading your account',
    profileSettings: 'Profile Settings',
    dashboard: 'My dashboard',
    logout: 'Logout',
  },
  footer: {
    tagline:
      'Real conversations with interviewed fluent speakers, in real places around Amsterdam.',
    explore: 'Explore',
    contact: 'Contact',
    contactUs: 'Contact Us',
    place: 'Amsterdam, the Netherlands',
    copyright: (year: number) => `© ${year} Buddies · Beta pilot in Amsterdam`,
  },
  routeError: {
    heading: 'Something went wrong',
    unknown: 'Unknown error',
    returnHome: 'Return to Home',
  },
} as const;
