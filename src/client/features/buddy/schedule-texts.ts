import { TRAVEL_BUFFER_MAX, type Repeat } from '@shared/availability';
import { weeklyDays } from './schedule-week';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The Schedule dialog's texts (SPEC "Buddy dashboard" → Calendar; sections 5 and 9). */
export const SCHEDULE_TEXTS = {
  title: 'Schedule',
  description:
    'Your availability: learners book sessions in these times. All times are Amsterdam time.',
  loading: 'Loading your schedule…',
  loadFailed: 'Your availability could not be loaded.',
  bookingsFailed: 'Your booked sessions of this week could not be loaded.',
  today: 'Today',
  /** Monday first (SPEC section 9): day 0 is Monday. */
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  gridCaption: (week: string) => `Your availability in the week of ${week}`,
  phoneDays: 'Day shown',
  time: 'Time',
  todayMark: 'Today',
  addSlot: 'Add slot',
  addSlotAt: (day: string, time: string) => `Add slot ${day} ${time}`,
  available: 'Available',
  booked: 'Booked',
  dayOff: 'Day off',
  dayOffOn: (day: string) => `Day off, ${day}`,
  newSlot: 'New availability slot',
  day: 'Day',
  start: 'Start',
  end: 'End',
  repeat: 'Repeat',
  repeatTypes: { none: 'None', weekly: 'Weekly', monthly: 'Monthly' },
  timesPerWeek: 'Times per week',
  timesPerWeekHint: (days: string) => `Days in a row from the slot's day: ${days}`,
  timesPerMonthHint: 'Of the slot’s weekday in each month, from the first date on',
  previewTitle: 'Days this slot opens',
  previewCount: (count: number, first: string, last: string) =>
    count === 1 ? `1 day: ${first}` : `${count} days, from ${first} to ${last}:`,
  previewMore: (count: number) => `and ${count} more`,
  timesPerMonth: 'Times per month',
  forWeeks: 'For how many weeks',
  forMonths: 'For how many months',
  firstDay: (date: string) => `First day: ${date}`,
  save: 'Save slot',
  saving: 'Saving…',
  cancel: 'Cancel',
  slotAdded: 'Availability slot added',
  slot: 'Availability slot',
  lastDay: (date: string) => `Last day: ${date}`,
  removeSlot: 'Remove slot',
  removing: 'Removing…',
  slotRemoved: 'Availability slot removed',
  daysOff: 'Days off',
  daysOffHint: 'Tick “Day off” above a day of the grid to take it off.',
  noDaysOff: 'No days off ahead.',
  giveBack: 'Give back',
  giveBackDay: (day: string) => `Give back ${day}`,
  dayOffTaken: 'Day off taken',
  dayOffGivenBack: 'Day off given back',
  travelTime: 'Travel time before and after each session',
  travelTimeHint: `Learners cannot book this time around your sessions (at most ${TRAVEL_BUFFER_MAX} minutes).`,
  minutes: (n: number) => (n === 0 ? 'None' : `${n} minutes`),
  travelTimeSaved: 'Travel time saved',
  failed: 'Something went wrong. Please try again.',
} as const;

const PLACES = ['first', 'second', 'third', 'fourth', 'fifth'];

/**
 * A slot's repeat in words: "Weekly on Thursday and Friday, for 4 weeks"; monthly repeats fall on the
 * slot's weekday from the place of its first date in the month (decision 029), so they say
 * which: "the second and third Mondays".
 */
export function repeatText(
  { type, frequency, duration }: Repeat,
  day: string,
  firstDate: string,
): string {
  if (type === 'none') return 'Once';
  if (type === 'weekly') {
    const index = (SCHEDULE_TEXTS.days as readonly string[]).indexOf(day);
    const on =
      index < 0 ? plural(frequency, 'day') : weeklyDays(index, frequency, SCHEDULE_TEXTS.days);
    return `Weekly on ${on}, for ${plural(duration, 'week')}`;
  }
  const place = Math.ceil(Number(firstDate.slice(8, 10)) / 7);
  const count = Math.min(frequency, 6 - place);
  const from = PLACES[place - 1];
  const to = PLACES[place + count - 2];
  const which =
    count === 1
      ? `the ${from} ${day}`
      : place === 1
        ? `the first ${count} ${day}s`
        : `the ${from} ${count === 2 ? 'and' : 'to'} ${to} ${day}s`;
  return `Monthly, on ${which} of the month, for ${plural(duration, 'month')}`;
}
