import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import type { BuddyStatistics } from '@shared/bookings';
import { ANALYTICS_TEXTS as TEXTS } from '../analytics-texts';
import type { StatisticsScale } from '../statistics-periods';
import type { StatisticsMeasure } from './statistics-chart';
import { StatisticsTable } from './statistics-table';

/** Recharts arrives after the figures: the dashboard's first paint does not wait for it. */
const StatisticsChart = lazy(() => import('./statistics-chart'));

const SCALES: StatisticsScale[] = ['weeks', 'months'];
const CHART_HEIGHT = 'h-56';

/** Weekly or Monthly: native radios, so arrow keys move between them. */
function ScaleSwitch({
  scale,
  onChange,
}: {
  scale: StatisticsScale;
  onChange: (scale: StatisticsScale) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex rounded-full bg-stone-100 p-1">
      <legend className="sr-only">{TEXTS.showBy}</legend>
      {SCALES.map((option) => (
        <label
          key={option}
          className="flex h-9 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-stone-700 hover:text-ink has-checked:bg-white has-checked:text-brand-800 has-checked:shadow has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={scale === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {TEXTS.scales[option]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * One chart under its heading, in a box of fixed height that holds a skeleton until it loads.
 * Inert, not just aria-hidden: Recharts portals its layers into SVG groups that React listens on
 * for focus, which puts each of them in Chromium's tab order as an invisible stop.
 */
function Chart({ title, chart }: { title: string; chart: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-2">
      <h3 className="font-semibold">{title}</h3>
      <div inert className={`${CHART_HEIGHT} min-w-0`}>
        <Suspense fallback={<Skeleton className="h-full rounded-xl" />}>{chart}</Suspense>
      </div>
    </div>
  );
}

/**
 * Earnings and sessions by week or month, as charts and as a table; skeletons of the same size
 * until the statistics arrive, a note in their place before the first completed session.
 */
export function StatisticsOverTime({ statistics }: { statistics: BuddyStatistics | undefined }) {
  const headingId = useId();
  const [scale, setScale] = useState<StatisticsScale>('weeks');
  const hasSessions = !!statistics && statistics.totalSessions > 0;
  const periods = statistics?.[scale] ?? [];
  const chart = (measure: StatisticsMeasure) =>
    statistics ? (
      <StatisticsChart periods={periods} scale={scale} measure={measure} />
    ) : (
      <Skeleton className="h-full rounded-xl" />
    );

  return (
    <SectionCard
      id={headingId}
      title={TEXTS.overTime}
      aside={(!statistics || hasSessions) && <ScaleSwitch scale={scale} onChange={setScale} />}
    >
      {statistics && !hasSessions ? (
        <p
          className={`${CHART_HEIGHT} grid place-items-center rounded-xl bg-stone-50 px-4 text-center text-stone-700`}
        >
          {TEXTS.noSessions}
        </p>
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-6 lg:grid-cols-2">
            <Chart title={TEXTS.earnings} chart={chart('earnings')} />
            <Chart title={TEXTS.sessions} chart={chart('sessions')} />
          </div>
          {statistics ? (
            <StatisticsTable periods={periods} scale={scale} />
          ) : (
            <Skeleton className="h-5 w-28" />
          )}
        </div>
      )}
    </SectionCard>
  );
}
