import { Skeleton } from '@/components/ui/skeleton';
import { LEARNER_TEXTS as TEXTS } from '../texts';

interface Counts {
  completed: number;
  upcoming: number;
  proposals: number;
}

/** Completed Sessions, Upcoming Sessions, Total Proposals; a fixed height while loading. */
export function StatCounters({ counts }: { counts: Counts | undefined }) {
  const tiles = [
    [TEXTS.completedSessions, counts?.completed],
    [TEXTS.upcomingSessions, counts?.upcoming],
    [TEXTS.totalProposals, counts?.proposals],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {tiles.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-col-reverse justify-end gap-1 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-5"
        >
          <dt className="text-xs font-medium text-stone-700 sm:text-sm">{label}</dt>
          <dd className="h-9 font-display text-3xl font-semibold text-brand-800">
            {value ?? <Skeleton className="h-8 w-10" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
