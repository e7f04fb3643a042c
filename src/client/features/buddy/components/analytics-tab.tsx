import { LoadError } from '@/components/ui/load-error';
import { useBuddyStatistics } from '../api/get-statistics';
import { ANALYTICS_TEXTS as TEXTS } from '../analytics-texts';
import { EarningsCard } from './earnings-card';
import { PayoutsCard } from './payouts-card';
import { StatisticsCards } from './statistics-cards';
import { StatisticsOverTime } from './statistics-over-time';

/**
 * SPEC: Buddy dashboard, Analytics: the Total Sessions, Average Rating and Earnings cards, then
 * earnings and sessions over time. Reads the server; refreshed by every session change.
 */
export function AnalyticsTab() {
  const statistics = useBuddyStatistics();
  const data = statistics.data;
  if (!data && statistics.isError)
    return <LoadError title={TEXTS.loadFailed} onRetry={() => void statistics.refetch()} />;
  return (
    <div className="grid gap-6" aria-busy={!data}>
      {!data && (
        <span className="sr-only" role="status">
          {TEXTS.loading}
        </span>
      )}
      <StatisticsCards statistics={data} />
      <StatisticsOverTime statistics={data} />
      {/* Last: they show only while payments are on, and move nothing above them as they do. */}
      <PayoutsCard />
      <EarningsCard />
    </div>
  );
}
