/** The landing page's words (SPEC: landing page), one group per section. */
export const LANDING_TEXTS = {
  hero: {
    pilot: 'Beta pilot in Amsterdam',
    title: 'Where Language Buddies enjoy talking with you',
    // The pilot price follows in bold.
    intro:
      'Practise your English in real-life activities around Amsterdam, from coffee chats to museum visits, with interviewed fluent speakers. Pilot pricing from',
    join: 'Join the pilot',
    explore: 'Explore activities',
    image: 'Two people chatting over coffee at a café table by an Amsterdam canal',
  },
  activitiesIntro: {
    eyebrow: 'Activities with fluent speakers',
    title: 'Learn English by living it',
    intro:
      'Textbooks teach you the rules; conversations teach you to speak. With Buddies you do something you enjoy with a fluent speaker, and the talking comes naturally.',
    features: {
      places: {
        title: 'Real places',
        text: 'Cafés, parks, museums and markets across Amsterdam, never a classroom.',
      },
      buddies: {
        title: 'Interviewed buddies',
        text: 'Every buddy is a fluent speaker, interviewed by our learning expert.',
      },
      payment: {
        title: 'Pay per session',
        text: 'No subscription and no bundles: book and pay for each session on its own.',
      },
      level: {
        title: 'Your level and interests',
        text: 'Conversations pitched at your level, about the things you actually care about.',
      },
    },
  },
  activitiesCarousel: {
    eyebrow: (count: number) => `${count} ways to practise`,
    title: 'Pick an activity you enjoy',
    intro: 'From a quick coffee to an evening of wine tasting: choose the setting that suits you.',
    label: 'Activities',
    seeAll: 'See all activities',
  },
  carousel: {
    // Screen readers announce it as what the region is.
    role: 'carousel',
    previous: (noun: string) => `Previous ${noun}`,
    next: (noun: string) => `Next ${noun}`,
  },
  whoIsThisFor: {
    eyebrow: 'Who is this for?',
    title: 'Made for people who already speak some English',
    intro:
      'Buddies is for learners at intermediate level or above who want more real conversation in their week.',
    audiences: {
      intermediate: {
        title: 'Intermediate learners and above',
        text: 'You can hold a conversation and now want to sound more natural and confident.',
      },
      expats: {
        title: 'Expats',
        text: 'You live and work in Amsterdam and want English that flows at the office and at Friday drinks.',
      },
      newcomers: {
        title: 'Newcomers',
        text: 'You have just arrived and want to meet friendly people while you find your feet.',
      },
      professionals: {
        title: 'Professionals',
        text: 'You need English for meetings and presentations, with practice that fits around your job.',
      },
    },
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'Three steps to your first conversation',
    steps: {
      form: {
        title: 'Fill out a form',
        text: 'Tell us your level, your interests and when you are free. It takes about five minutes.',
      },
      match: {
        title: 'Get matched',
        text: 'We introduce you to a buddy who suits you and an activity you will both enjoy.',
      },
      talk: {
        title: 'Start talking',
        text: 'Meet in real life, enjoy the conversation and book your next session when you are ready.',
      },
    },
  },
  buddyIntro: {
    eyebrow: 'Who are the buddies?',
    title: 'Friendly fluent speakers, carefully chosen',
    intro:
      'A buddy is not a teacher behind a desk. It is someone you would happily have a coffee with, who speaks English fluently and knows how to keep a conversation going.',
    qualitiesTitle: 'What you can count on',
    qualities: [
      'Every buddy is interviewed by our learning expert before meeting anyone.',
      'Buddies are fluent speakers who know Amsterdam and love showing it off.',
      'They are paid for every session, so they arrive prepared and on time.',
      'They are friendly, patient and genuinely curious about you.',
    ],
  },
  findYourBuddy: {
    eyebrow: 'English buddies',
    title: 'Find Your Buddy',
    intro:
      'Meet a few of the buddies ready to talk with you. Log in to see their full profiles and activities.',
    loadFailed: 'We couldn’t load our buddies just now. Please try again in a little while.',
    label: 'Buddies',
    more: 'More English Buddies',
    seeMore: 'See More Buddies',
    seeMoreText: 'Browse every English buddy and the activities they offer.',
  },
  dutchBuddies: {
    eyebrow: 'Learning Dutch?',
    listed: {
      title: 'Meet our Dutch buddies',
      text: (listed: number) =>
        `${listed === 1 ? 'One buddy is' : `${listed} buddies are`} ready to talk with you in Dutch.`,
      action: 'Dutch Buddies',
    },
    comingSoon: {
      title: 'Dutch buddies are coming soon',
      text: 'We are interviewing our first Dutch speakers now. Register and we will let you know as soon as you can book a Dutch session.',
      action: 'Register',
    },
  },
  method: {
    eyebrow: 'Our method',
    title: 'How we help you learn',
    intro:
      'Six ideas from our learning expert on why talking in real situations works and how to get the most from every session.',
    video: '(video, opens in a new tab)',
  },
  join: {
    eyebrow: 'Join the pilot',
    title: 'Be one of the first in Amsterdam',
    intro:
      'We are starting small so we can get it right. Join the pilot as a learner or as a buddy and help shape Buddies.',
    learners: {
      title: 'For learners',
      offer: (price: string) => `Sessions from ${price} during the pilot`,
      points: [
        'Real-life activities with interviewed fluent speakers',
        'Pay per session, with no subscription',
        'For intermediate level and above',
      ],
      cta: 'Join as a learner',
    },
    speakers: {
      title: 'For fluent speakers',
      offer: 'Become a buddy and earn per session',
      points: [
        'Share the activities you already enjoy',
        'Set your own rates and availability',
        'A friendly interview with our learning expert first',
      ],
      cta: 'Become a buddy',
    },
  },
  aboutUs: {
    eyebrow: 'About us',
    title: 'The people behind Buddies',
    intro: 'A small team in Amsterdam who believe the best way to learn a language is to use it.',
    team: {
      expert: {
        name: 'Dr. Eva de Wit',
        role: 'Learning expert',
        bio: 'Eva is an applied linguist who has taught English to adults for more than fifteen years. She interviews every buddy and designed the method behind our sessions.',
      },
      manager: {
        name: 'Sam de Boer',
        role: 'Personal manager',
        bio: 'Sam is your point of contact from the first form to your tenth session. Sam finds the right match for you and makes sure every meeting runs smoothly.',
      },
    },
    portrait: (name: string) => `Portrait of ${name}`,
    questions: 'Questions about the pilot? We would love to hear from you.',
    contact: 'Contact us',
  },
} as const;
