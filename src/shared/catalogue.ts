/**
 * The activity catalogue: 12 activities in 4 groups (SPEC sections 2, 3 and 9).
 * The database holds the same rows (seeded from this list) so buddy activities can reference them.
 */
import type { ActivityCatalogue, CatalogueActivity } from './buddies';

export const ACTIVITY_GROUP_IDS = ['chatting', 'cultural', 'sports', 'special-interests'] as const;
export type ActivityGroupId = (typeof ACTIVITY_GROUP_IDS)[number];

export interface ActivityGroup {
  id: ActivityGroupId;
  label: string;
  /** lucide-react icon name */
  icon: string;
  /** Tailwind colour family used for the group's badges and accents */
  colour: 'amber' | 'violet' | 'emerald' | 'sky';
}

export const ACTIVITY_GROUPS: readonly ActivityGroup[] = [
  { id: 'chatting', label: 'Chatting', icon: 'MessageCircle', colour: 'amber' },
  { id: 'cultural', label: 'Cultural', icon: 'Landmark', colour: 'violet' },
  { id: 'sports', label: 'Sports', icon: 'Bike', colour: 'emerald' },
  { id: 'special-interests', label: 'Special Interests', icon: 'Sparkles', colour: 'sky' },
];

export const ACTIVITY_TITLES = [
  'Coffee Chats',
  'Walking & Talking',
  'Nature Walks',
  'Museums & Exhibitions',
  'Cultural Events',
  'Sports & Outdoor Activities',
  'Creative Workshops',
  'Cooking',
  'Book Discussions',
  'Media Discussions',
  'Food & Conversation',
  'Wine Tastings',
] as const;
export type ActivityTitle = (typeof ACTIVITY_TITLES)[number];

export interface Activity {
  id: string;
  title: ActivityTitle;
  group: ActivityGroupId;
  description: string;
  detailedDescription: string;
  /** Duration text in hours, e.g. '1–1.5 hours' */
  duration: string;
  minHours: number;
  maxHours: number;
  /** lucide-react icon name */
  icon: string;
  /** Served by our own server from public/ */
  image: string;
}

function activity(a: Omit<Activity, 'duration' | 'image'>): Activity {
  const hours = a.minHours === a.maxHours ? `${a.minHours}` : `${a.minHours}–${a.maxHours}`;
  return { ...a, duration: `${hours} hours`, image: `/images/activities/${a.id}.svg` };
}

export const ACTIVITIES: readonly Activity[] = [
  activity({
    id: 'coffee-chats',
    title: 'Coffee Chats',
    group: 'chatting',
    icon: 'Coffee',
    minHours: 1,
    maxHours: 1.5,
    description: 'Relaxed conversation over coffee in a cosy Amsterdam café.',
    detailedDescription:
      'Meet your buddy in a cosy café and talk about whatever interests you: your week, your plans, the city. The easiest way to practise everyday conversation at your own pace, with a fluent speaker who helps you find the right words.',
  }),
  activity({
    id: 'walking-talking',
    title: 'Walking & Talking',
    group: 'chatting',
    icon: 'Footprints',
    minHours: 1,
    maxHours: 2,
    description: 'Stroll along the canals while you chat.',
    detailedDescription:
      'Walk along the canals, through the Jordaan or a lively neighbourhood while you talk. Moving side by side takes the pressure off speaking, and everything you pass gives you something new to describe and discuss.',
  }),
  activity({
    id: 'nature-walks',
    title: 'Nature Walks',
    group: 'chatting',
    icon: 'Trees',
    minHours: 1.5,
    maxHours: 2.5,
    description: 'Fresh air and conversation in the parks around the city.',
    detailedDescription:
      'Explore the Vondelpark, the Amsterdamse Bos or the polders just outside the city. A calm setting for longer conversations, with plenty of vocabulary about nature, seasons and the outdoors along the way.',
  }),
  activity({
    id: 'museums-exhibitions',
    title: 'Museums & Exhibitions',
    group: 'cultural',
    icon: 'Landmark',
    minHours: 1.5,
    maxHours: 2.5,
    description: 'Visit a museum together and talk about what you see.',
    detailedDescription:
      'Visit the Rijksmuseum, the Stedelijk or a small gallery together. Describing art, sharing opinions and asking questions is a rich way to stretch your vocabulary beyond small talk. Tickets are not included in the price.',
  }),
  activity({
    id: 'cultural-events',
    title: 'Cultural Events',
    group: 'cultural',
    icon: 'Ticket',
    minHours: 2,
    maxHours: 3,
    description: 'Concerts, festivals and markets with a local guide.',
    detailedDescription:
      'Go to a concert, a festival, a market or a neighbourhood event with a buddy who knows the city. You practise listening in a real, lively setting and talk about the experience before and after. Tickets are not included in the price.',
  }),
  activity({
    id: 'sports-outdoor',
    title: 'Sports & Outdoor Activities',
    group: 'sports',
    icon: 'Bike',
    minHours: 1,
    maxHours: 2,
    description: 'Cycling, running or a game in the park, with conversation.',
    detailedDescription:
      'Cycle through the city, go for a run, play a game of padel or frisbee in the park. Sport gives you a shared goal and a natural reason to talk, joke and encourage each other in the language you are learning.',
  }),
  activity({
    id: 'creative-workshops',
    title: 'Creative Workshops',
    group: 'cultural',
    icon: 'Palette',
    minHours: 2,
    maxHours: 3,
    description: 'Make something together: painting, pottery, photography.',
    detailedDescription:
      'Join a painting, pottery or photography session with your buddy. Following instructions, asking for help and talking about what you make builds practical language skills in a relaxed, creative atmosphere. Materials are not included in the price.',
  }),
  activity({
    id: 'cooking',
    title: 'Cooking',
    group: 'special-interests',
    icon: 'ChefHat',
    minHours: 1.5,
    maxHours: 2.5,
    description: 'Cook a meal together and learn the words in the kitchen.',
    detailedDescription:
      'Shop for ingredients and cook a dish together. Recipes, quantities and kitchen talk are some of the most useful everyday language, and you finish with a meal to share and talk over.',
  }),
  activity({
    id: 'book-discussions',
    title: 'Book Discussions',
    group: 'special-interests',
    icon: 'BookOpen',
    minHours: 1,
    maxHours: 1.5,
    description: 'Talk about a book or article you have both read.',
    detailedDescription:
      'Choose a book, short story or article and discuss it with your buddy. Reading prepares the vocabulary, and the discussion trains you to explain your views, agree and disagree politely.',
  }),
  activity({
    id: 'media-discussions',
    title: 'Media Discussions',
    group: 'special-interests',
    icon: 'Clapperboard',
    minHours: 1,
    maxHours: 1.5,
    description: 'Discuss films, series, podcasts and the news.',
    detailedDescription:
      'Watch a film or an episode, listen to a podcast or read the news beforehand, then talk it through together. A great way to learn current expressions and talk about topics you care about.',
  }),
  activity({
    id: 'food-conversation',
    title: 'Food & Conversation',
    group: 'special-interests',
    icon: 'UtensilsCrossed',
    minHours: 1.5,
    maxHours: 2.5,
    description: 'Lunch or dinner with conversation at a local spot.',
    detailedDescription:
      'Share lunch or dinner at a local restaurant or food market. Ordering, tasting and talking about food and culture make for natural, enjoyable practice. The meal itself is not included in the price.',
  }),
  activity({
    id: 'wine-tastings',
    title: 'Wine Tastings',
    group: 'special-interests',
    icon: 'Wine',
    minHours: 2,
    maxHours: 3,
    description: 'An occasional tasting evening with a knowledgeable buddy.',
    detailedDescription:
      'Join a wine tasting with a buddy who knows their wines and learn to describe flavours, regions and preferences. Wine tastings are only occasionally available, and the price covers the event only.',
  }),
];

export function activitiesInGroup(group: ActivityGroupId): Activity[] {
  return ACTIVITIES.filter((a) => a.group === group);
}

export function activityByTitle(title: string): Activity | undefined {
  return ACTIVITIES.find((a) => a.title === title);
}

export function groupOf(activityTitle: string): ActivityGroup | undefined {
  const a = activityByTitle(activityTitle);
  return a && ACTIVITY_GROUPS.find((g) => g.id === a.group);
}

/** Who offers an activity, as its card on the activities page shows them. */
export type ActivityOffers = Pick<CatalogueActivity, 'buddies' | 'buddyCount'>;

/**
 * The activities page's catalogue: the fixed groups and activities of this file, each with the
 * buddies offering it. Without `offersOf`, none are known yet: what the page shows before the
 * server has answered (it is prerendered so, and the client query's placeholder).
 */
export function activityCatalogue(
  offersOf: (activityId: string) => ActivityOffers = () => ({ buddies: [], buddyCount: 0 }),
): ActivityCatalogue {
  return {
    groups: ACTIVITY_GROUPS.map((group) => ({
      ...group,
      activities: activitiesInGroup(group.id).map((a) => ({
        id: a.id,
        title: a.title,
        group: a.group,
        description: a.description,
        detailedDescription: a.detailedDescription,
        duration: a.duration,
        icon: a.icon,
        image: a.image,
        ...offersOf(a.id),
      })),
    })),
  };
}
