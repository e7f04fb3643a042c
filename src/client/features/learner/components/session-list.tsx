import { Skeleton } from '@/components/ui/skeleton';
import type { SessionStatus } from '@shared/sessions';
import { SessionStatusBadge } from '@/features/sessions/components/session-status-badge';
import { LEARNER_TEXTS as TEXTS } from '../texts';

export interface ListedSession {
  id: string;
  activity: string;
  /** The buddy's name. */
  who: string;
  /** The line under it: when, and where or for how much. */
  details: string;
  status: SessionStatus;
}

/** A card's sessions or proposals: loading, failed to load, none, or the list with their status. */
export function SessionList({
  items,
  failed,
  failedText,
  empty,
  skeletonClassName,
}: {
  items: readonly ListedSession[] | undefined;
  failed: boolean;
  failedText: string;
  empty: string;
  skeletonClassName: string;
}) {
  if (!items)
    return failed ? (
      <p className="text-sm text-stone-700">{failedText}</p>
    ) : (
      <Skeleton className={skeletonClassName} />
    );
  if (items.length === 0) return <p className="text-sm text-stone-700">{empty}</p>;
  return (
    // A long list scrolls inside the card; focusable, so keyboards scroll it too.
    <ul
      tabIndex={0}
      className="grid max-h-[600px] gap-2 overflow-y-auto rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
    >
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
        >
          <p className="min-w-0 text-sm">
            <span className="font-semibold">{item.activity}</span> {TEXTS.with}{' '}
            <bdi>{item.who}</bdi>
            <br />
            <span className="text-stone-700">{item.details}</span>
          </p>
          <SessionStatusBadge status={item.status} />
        </li>
      ))}
    </ul>
  );
}
