import { Skeleton } from '@/components/ui/skeleton';
import { LEARNER_TEXTS as TEXTS } from '../texts';

/** The dashboard's shape while the profile loads: the same boxes, so nothing jumps. */
export function DashboardSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        {TEXTS.loadingDashboard}
      </span>
      <Skeleton className="h-56 rounded-2xl md:h-44" />
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}
