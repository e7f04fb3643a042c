import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { BuddyStatistics } from '@shared/bookings';
import { periodTick, type StatisticsScale } from '../statistics-periods';
import { formatEuros } from '@shared/format-money';

type Period = BuddyStatistics['weeks'][number];

/** What each chart draws; colours from the theme (index.css), each 5:1 or more on white. */
const MEASURES = {
  earnings: {
    colour: 'var(--color-brand-700)',
    value: (period: Period) => period.earningsCents / 100,
    axis: (euros: number) => formatEuros(euros * 100, 'short'),
  },
  sessions: {
    colour: 'var(--color-accent-700)',
    value: (period: Period) => period.sessions,
    axis: String,
  },
} as const;

export type StatisticsMeasure = keyof typeof MEASURES;

const tick = { fill: 'var(--color-stone-700)', fontSize: 12 };

/**
 * One measure of the buddy's statistics as bars over time. The default export of its own file:
 * the tab loads it lazily, as Recharts is too heavy for the dashboard's first paint. It fills
 * its parent, which sets the height and keeps it inert; the tab's table gives the exact figures.
 */
export default function StatisticsChart({
  periods,
  scale,
  measure,
}: {
  periods: Period[];
  scale: StatisticsScale;
  measure: StatisticsMeasure;
}) {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { colour, value, axis } = MEASURES[measure];
  const data = periods.map((period) => ({
    tick: periodTick(scale, period.period),
    value: value(period),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="tick" tick={tick} tickLine={false} minTickGap={8} />
        <YAxis allowDecimals={false} tick={tick} tickFormatter={axis} width={56} />
        <Bar dataKey="value" fill={colour} radius={[4, 4, 0, 0]} isAnimationActive={!still} />
      </BarChart>
    </ResponsiveContainer>
  );
}
