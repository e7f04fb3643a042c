/** The demo data: the 10 bundled buddies and the demo staff and learner accounts. */

import type { ActivityTitle } from '../../shared/catalogue';
import type { DistrictId } from '../../shared/districts';

export const DEMO_PASSWORD = 'buddies-demo';

export interface SeedBuddy {
  slug: string;
  fullName: string;
  description: string;
  about: string;
  languages: ('English' | 'Dutch')[];
  location: string;
  /** Where they meet learners: the districts of their places (decision 057). */
  districts: DistrictId[];
  availability: string | null;
  /** activity title -> [description, location, rate text in euros per hour] */
  activities: Partial<Record<ActivityTitle, [string, string, string]>>;
  reviews: { name: string; rating: number; text: string }[];
}

export const SEED_BUDDIES: SeedBuddy[] = [
  {
    slug: 'anna',
    fullName: 'Anna Bakker',
    description:
      'Born and raised in Amsterdam, I love showing people the hidden corners of my city while we chat. I taught English in Sydney for five years and enjoy helping people find their voice.',
    about:
      'When I am not working as a graphic designer I am usually on my bike, looking for the next good coffee. I am patient, curious and I love hearing where people come from.',
    languages: ['English', 'Dutch'],
    location: 'Amsterdam Centrum',
    districts: ['centrum', 'jordaan', 'oud-zuid'],
    availability: 'Weekday evenings and Saturday mornings',
    activities: {
      'Coffee Chats': [
        'A relaxed chat in one of my favourite cafés in the Jordaan.',
        'De Jordaan',
        '26',
      ],
      'Walking & Talking': [
        'A walk along the canals with stories about the houses we pass.',
        'Canal ring',
        '28',
      ],
      'Museums & Exhibitions': [
        'Let us visit the Stedelijk and talk about modern art.',
        'Museumplein',
        '30',
      ],
    },
    reviews: [
      {
        name: 'Marco',
        rating: 5,
        text: 'Anna made me forget I was practising. Two hours flew by and I learned so many everyday expressions.',
      },
      {
        name: 'Yuki',
        rating: 5,
        text: 'Very patient and kind. She corrected me gently and showed me a café I now visit every week.',
      },
    ],
  },
  {
    slug: 'james',
    fullName: 'James Whitfield',
    description:
      'I am a British teacher who moved to Amsterdam six years ago and never looked back. I enjoy long walks, good books and conversations that wander from history to football.',
    about:
      'I grew up in Manchester and studied history in Leeds. I have taught English to adults for over ten years and I believe the best practice happens outside the classroom.',
    languages: ['English'],
    location: 'Amsterdam Oost',
    districts: ['oost', 'ijburg', 'watergraafsmeer'],
    availability: 'Tuesday to Thursday afternoons',
    activities: {
      'Book Discussions': [
        'We pick a short story or a chapter and talk it through over tea.',
        'Oosterpark',
        '32',
      ],
      'Walking & Talking': [
        'A walk through Oost and the Oosterpark with plenty of conversation.',
        'Amsterdam Oost',
        '27',
      ],
      'Sports & Outdoor Activities': [
        'Cycling to the Diemerpark, or a game of table tennis in the park.',
        'Diemerpark',
        '25',
      ],
    },
    reviews: [
      {
        name: 'Priya',
        rating: 5,
        text: 'James is a wonderful conversation partner. Our book discussion helped me argue my opinions in English.',
      },
    ],
  },
  {
    slug: 'sophie',
    fullName: 'Sophie Laurent',
    description:
      'I am a chef with a passion for sharing food and stories. Cooking together is the most natural way to learn the words you really use every day.',
    about:
      'Half French, half Canadian, I have lived in Amsterdam since 2019. I run small cooking workshops and love markets, spices and long dinners with friends.',
    languages: ['English'],
    location: 'Amsterdam West',
    districts: ['oud-west', 'de-baarsjes'],
    availability: 'Weekends',
    activities: {
      Cooking: [
        'We shop at the market and cook a simple, delicious dish together.',
        'Ten Katemarkt',
        '42–48',
      ],
      'Food & Conversation': [
        'Lunch at a favourite spot in the Foodhallen with plenty of food talk.',
        'Foodhallen',
        '35',
      ],
      'Wine Tastings': [
        'An occasional tasting evening; the price covers the event only.',
        'Amsterdam West',
        '45',
      ],
    },
    reviews: [
      {
        name: 'Ahmed',
        rating: 5,
        text: 'Cooking with Sophie was the most fun I have had learning English. I now know every kitchen word.',
      },
      {
        name: 'Lena',
        rating: 4,
        text: 'Great market tour and a lovely lunch. I would book again.',
      },
    ],
  },
  {
    slug: 'lucas',
    fullName: 'Lucas de Groot',
    description:
      'Sport is my language, and English is a close second. I coach a youth football team and love combining a run or a bike ride with a good conversation.',
    about:
      'I studied in Dublin and worked in London before coming home to Amsterdam. I am energetic and encouraging, and I never let you give up halfway.',
    languages: ['English', 'Dutch'],
    location: 'Amsterdam Zuid',
    districts: ['oud-zuid', 'zuidas'],
    availability: 'Early mornings and Sunday afternoons',
    activities: {
      'Sports & Outdoor Activities': [
        'A run in the Vondelpark or a bike ride to the Amsterdamse Bos.',
        'Vondelpark',
        '24',
      ],
      'Nature Walks': [
        'A long walk in the Amsterdamse Bos with plenty of time to talk.',
        'Amsterdamse Bos',
        '26',
      ],
    },
    reviews: [],
  },
  {
    slug: 'emma',
    fullName: 'Emma Hughes',
    description:
      'I am an art historian from Bristol who can talk about paintings for hours. Visiting museums together is a lovely way to practise describing, comparing and giving opinions.',
    about:
      'I work at a gallery and volunteer at a community arts centre. I love helping people feel confident enough to say what they really think about a work of art.',
    languages: ['English'],
    location: 'Amsterdam Zuid',
    districts: ['de-pijp', 'oud-zuid'],
    availability: null,
    activities: {
      'Museums & Exhibitions': [
        'A tour of the Rijksmuseum highlights, at your pace.',
        'Rijksmuseum',
        '30',
      ],
      'Creative Workshops': [
        'A sketching session in a museum garden, no talent required.',
        'Museumplein',
        '34',
      ],
      'Cultural Events': ['Exhibition openings and talks around the city.', 'Various venues', '36'],
    },
    reviews: [
      {
        name: 'Carlos',
        rating: 5,
        text: 'Emma knows so much about art and explains it in simple English. Highly recommended.',
      },
    ],
  },
  {
    slug: 'daniel',
    fullName: 'Daniel Okafor',
    description:
      'I love films, podcasts and a good debate about both. As a journalist I enjoy helping people express their opinions clearly and with confidence.',
    about:
      'Originally from Lagos, I studied in London and now write about culture for an international magazine. I am friendly, direct and I love a good laugh.',
    languages: ['English'],
    location: 'Amsterdam Noord',
    districts: ['centrum', 'noord'],
    availability: 'Monday and Wednesday evenings',
    activities: {
      'Media Discussions': [
        'We watch an episode or listen to a podcast and talk it through.',
        'Eye Filmmuseum',
        '28',
      ],
      'Coffee Chats': ['Coffee by the IJ with a chat about the news of the week.', 'NDSM', '25'],
    },
    reviews: [
      {
        name: 'Sara',
        rating: 5,
        text: 'Daniel helped me prepare for job interviews by debating films with me. Clever and fun.',
      },
    ],
  },
  {
    slug: 'olivia',
    fullName: 'Olivia Bennett',
    description:
      'I am an American writer who fell in love with Amsterdam’s book shops. Let us read something short together and talk about it over a cup of tea.',
    about:
      'I moved here from Boston four years ago. I run a small book club and I am happiest in a quiet café with a novel and good company.',
    languages: ['English'],
    location: 'Amsterdam Centrum',
    districts: ['centrum', 'jordaan'],
    availability: 'Flexible on weekdays',
    activities: {
      'Book Discussions': ['A short story or article, then a relaxed discussion.', 'Spui', '27'],
      'Coffee Chats': ['Tea or coffee in a book café, talking about anything.', 'Spui', '22'],
    },
    reviews: [],
  },
  {
    slug: 'thomas',
    fullName: 'Thomas Visser',
    description:
      'I am a tour guide who knows every bridge in the city. Walking and talking is my favourite way to practise, and there is always something new to discover.',
    about:
      'Born in Utrecht, living in Amsterdam for twenty years. I spent two years in New Zealand and still miss the mountains, so I love a good nature walk too.',
    languages: ['English', 'Dutch'],
    location: 'Amsterdam Centrum',
    districts: ['centrum', 'noord'],
    availability: 'Most afternoons',
    activities: {
      'Walking & Talking': [
        'A walk past the famous and the hidden sights of the canal ring.',
        'Dam Square',
        '30',
      ],
      'Nature Walks': [
        'A walk through the polder landscape just outside the city.',
        'Waterland',
        '32',
      ],
      'Cultural Events': [
        'King’s Day, festivals and markets, with a local guide.',
        'Various venues',
        '35',
      ],
    },
    reviews: [
      {
        name: 'Elif',
        rating: 5,
        text: 'Thomas is a fantastic storyteller. I learned a lot about the city and about English.',
      },
    ],
  },
  {
    slug: 'mia',
    fullName: 'Mia Jansen',
    description:
      'I am a ceramics artist and I love making things with my hands while chatting. Creative workshops are a relaxed way to learn practical, everyday language.',
    about:
      'I studied in Glasgow and run a small studio in De Pijp. I am calm and encouraging, and I believe mistakes are part of every good creation.',
    languages: ['English', 'Dutch'],
    location: 'De Pijp',
    districts: ['de-pijp', 'rivierenbuurt'],
    availability: 'Thursday and Friday',
    activities: {
      'Creative Workshops': [
        'A pottery session in my studio; we talk while we make.',
        'De Pijp',
        '38–44',
      ],
      'Food & Conversation': [
        'Lunch at the Albert Cuyp market with a chat about food.',
        'Albert Cuypmarkt',
        '28',
      ],
    },
    reviews: [],
  },
  {
    slug: 'noah',
    fullName: 'Noah Williams',
    description:
      'I am a sommelier from Cape Town who loves food, wine and long conversations. Tasting together is a fun way to learn how to describe what you like.',
    about:
      'I have worked in restaurants in London and Amsterdam. Wine tastings are only occasionally available; coffee chats any time.',
    languages: ['English'],
    location: 'Amsterdam Oud-West',
    districts: ['oud-west', 'oud-zuid'],
    availability: 'Sunday and Monday',
    activities: {
      'Wine Tastings': [
        'A small tasting of three wines with plenty to talk about.',
        'Oud-West',
        '44–48',
      ],
      'Coffee Chats': [
        'Coffee and conversation at a café near the Vondelpark.',
        'Vondelpark',
        '24',
      ],
      'Food & Conversation': ['Dinner at a neighbourhood restaurant.', 'Oud-West', '36'],
    },
    reviews: [
      {
        name: 'Tomás',
        rating: 4,
        text: 'Noah is great company and very knowledgeable. I learned many new words to describe taste.',
      },
    ],
  },
];

export interface SeedAccount {
  role: 'learner' | 'moderator' | 'learning_expert';
  email: string;
  fullName: string;
  /** The demo learner's districts, so that matching has somewhere to start (decision 057). */
  learner?: { districts: DistrictId[] };
}

/** The demo learning expert, who has the seeded applicant's interview. */
export const DEMO_EXPERT_EMAIL = 'expert@buddies.local';

export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    role: 'learner',
    email: 'learner@buddies.local',
    fullName: 'Lina Martins',
    learner: { districts: ['de-pijp', 'oud-zuid'] },
  },
  { role: 'moderator', email: 'moderator@buddies.local', fullName: 'Maud Moderator' },
  { role: 'learning_expert', email: DEMO_EXPERT_EMAIL, fullName: 'Eva Expert' },
];

export const buddyEmail = (slug: string) => `${slug}@buddies.local`;

/**
 * Applicants still being vetted, so that a fresh demo shows the moderator and the learning
 * expert work: one waits for a moderator's review, one has been sent on to the expert, and one
 * has an interview with the demo expert on the next weekday (the seed books it).
 */
export const SEED_CANDIDATES: (SeedBuddy & {
  status: 'pending' | 'expert_review' | 'interview_scheduled';
  note: string;
})[] = [
  {
    slug: 'jasper',
    fullName: 'Jasper de Wit',
    status: 'pending',
    note: 'Registered: awaiting moderator review',
    description:
      'I am a music teacher from Utrecht who moved to Amsterdam last year. I love record shops and long walks, and I would enjoy helping you feel at home speaking Dutch.',
    about: 'I play the cello in a small orchestra and bake bread on Sundays.',
    languages: ['Dutch', 'English'],
    location: 'Amsterdam Oost',
    districts: ['oost', 'indische-buurt'],
    availability: 'Weekday afternoons',
    activities: {
      'Walking & Talking': ['A walk through the Oosterpark and its market.', 'Oosterpark', '25'],
    },
    reviews: [],
  },
  {
    slug: 'priya',
    fullName: 'Priya Sharma',
    status: 'expert_review',
    note: 'Profile approved for expert review',
    description:
      'I grew up in London and have lived in Amsterdam for six years. I love museums and cooking, and I am good at keeping a conversation going when you are looking for words.',
    about: 'I work in a design studio and volunteer at a language café on Thursdays.',
    languages: ['English'],
    location: 'Amsterdam De Pijp',
    districts: ['de-pijp', 'oud-zuid'],
    availability: 'Evenings and weekends',
    activities: {
      'Coffee Chats': ['Coffee and conversation near the Albert Cuyp market.', 'De Pijp', '27'],
      'Museums & Exhibitions': [
        'An hour in the Rijksmuseum, talking about what we see.',
        'Museumplein',
        '30',
      ],
    },
    reviews: [],
  },
  {
    slug: 'noor',
    fullName: 'Noor El Amrani',
    status: 'interview_scheduled',
    note: 'Profile approved for expert review',
    description:
      'I was born in Amsterdam Nieuw-West and speak Dutch, English and a little Arabic. I like markets, cooking together and showing people the neighbourhoods tourists skip.',
    about: 'I study social work and run a small cooking club for neighbours.',
    languages: ['Dutch', 'English'],
    location: 'Amsterdam Nieuw-West',
    districts: ['bos-en-lommer', 'nieuw-west'],
    availability: 'Weekday mornings',
    activities: {
      Cooking: ['We shop at the market and cook a simple Dutch dish.', 'Nieuw-West', '28'],
    },
    reviews: [],
  },
];
