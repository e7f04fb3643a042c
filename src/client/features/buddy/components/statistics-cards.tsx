import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { BuddyStatistics } from '@shared/bookings';
import { formatEuros } from '@shared/format-money';
import { useBuddyStatistics } from '../api/get-statistics';
import { ANALYTICS_TEXTS as TEXTS } from '../analytics-texts';
import { formatRating } from '@shared/format-rating';

/**
 * One figure and its label, as a term and its definition: put it in a `<dl>`. Holds
 * its final size while loading, so nothing moves when the figure arrives.
 */
export function StatCard({
  label,
  value,
  note,
}: {
  label: string;
  /** The figure; a skeleton while undefined (loading). */
  value: string | undefined;
  /** A line under the figure ('from 18 reviews'); null keeps its room with a skeleton. */
  note?: string | null;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="h-9 truncate font-display text-3xl font-semibold text-brand-800 tabular-nums">
        {value ?? <Skeleton className="h-8 w-24" />}
      </dd>
      {note !== undefined && (
        <dd className="h-5 truncate text-sm text-stone-700">
          {note ?? <Skeleton className="h-4 w-32" />}
        </dd>
      )}
    </div>
  );
}

/** Three cards a row from a small tablet up, one under the other on a phone. */
function StatCards({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <dl aria-busy={busy} className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      {children}
    </dl>
  );
}

/** SPEC: Analytics: the Total Sessions, Average Rating and Earnings cards; skeletons until loaded. */
export function StatisticsCards({ statistics }: { statistics: BuddyStatistics | undefined }) {
  const rating = statistics?.averageRating;
  return (
    <StatCards busy={!statistics}>
      <StatCard
        label={TEXTS.totalSessions}
        value={statistics && String(statistics.totalSessions)}
        note={TEXTS.completedSessions}
      />
      <StatCard
        label={TEXTS.averageRating}
        value={statistics && (rating == null ? TEXTS.noRating : formatRating(rating))}
        note={
          statistics
            ? rating == null
              ? TEXTS.noReviews
              : TEXTS.fromReviews(statistics.ratingCount)
            : null
        }
      />
      <StatCard
        label={TEXTS.earnings}
        value={statistics && formatEuros(statistics.totalEarningsCents)}
        note={TEXTS.earningsShare}
      />
    </StatCards>
  );
}

/**
 * SPEC: My Profile's stats (Total Sessions, Active Bookings, Total Earnings), from the same query
 * as the Analytics tab: opening either tab fills both.
 */
export function ProfileStatistics() {
  const statistics = useBuddyStatistics();
  const data = statistics.data;
  if (!data && statistics.isError)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-x-3 text-stone-700">
        {TEXTS.figuresFailed}
        <Button variant="link" size="sm" className="px-0" onClick={() => void statistics.refetch()}>
          {TEXTS.tryAgain}
        </Button>
      </p>
    );
  return (
    <StatCards busy={!data}>
      <StatCard label={TEXTS.totalSessions} value={data && String(data.totalSessions)} />
      <StatCard label={TEXTS.activeBookings} value={data && String(data.activeBookings)} />
      <StatCard label={TEXTS.totalEarnings} value={data && formatEuros(data.totalEarningsCents)} />
    </StatCards>
  );
}
