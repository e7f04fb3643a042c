import { STATISTICS_MONTHS, STATISTICS_WEEKS } from '@shared/bookings';
import { BUDDY_SHARE } from '@shared/pricing';

/** The buddy dashboard's Analytics tab and the figures on My Profile (SPEC: Buddy dashboard). */
export const ANALYTICS_TEXTS = {
  totalSessions: 'Total Sessions',
  averageRating: 'Average Rating',
  earnings: 'Earnings',
  activeBookings: 'Active Bookings',
  totalEarnings: 'Total Earnings',
  completedSessions: 'Completed sessions',
  earningsShare: `Your ${Math.round(BUDDY_SHARE * 100)}% share of completed sessions`,
  fromReviews: (count: number) => `from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  noReviews: 'No reviews yet',
  noRating: '–',
  overTime: 'Earnings and sessions over time',
  showBy: 'Show by',
  scales: { weeks: 'Weekly', months: 'Monthly' },
  period: { weeks: 'Week starting', months: 'Month' },
  sessions: 'Sessions',
  showTable: 'Show as table',
  tableCaption: {
    weeks: `Earnings and sessions in the last ${STATISTICS_WEEKS} weeks`,
    months: `Earnings and sessions in the last ${STATISTICS_MONTHS} months`,
  },
  noSessions: 'No completed sessions yet: your earnings show here after your first session.',
  loading: 'Loading your statistics…',
  loadFailed: 'Your statistics could not be loaded.',
  figuresFailed: 'Your figures could not be loaded.',
  tryAgain: 'Try again',
} as const;
