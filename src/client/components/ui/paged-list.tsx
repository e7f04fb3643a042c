import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { ShowMore } from './show-more';
import { Skeleton } from './skeleton';
import { StateCard } from './state-card';

interface PagedQuery {
  isError: boolean;
  data?: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A list read by pages (an infinite query): its error with a retry, skeleton rows while the
 * first page loads, its empty state, then its items and 'show more' while there are pages left.
 */
export function PagedList<T>({
  query,
  items,
  renderItem,
  texts,
  emptyIcon,
  skeleton,
}: {
  query: PagedQuery;
  items: readonly T[];
  /** One `<li>` with its key. */
  renderItem: (item: T) => ReactNode;
  texts: { loadFailed: string; empty: string; more: string };
  emptyIcon: ReactNode;
  /** How many rows the skeleton shows, and their height class. */
  skeleton: { rows: number; height: string };
}) {
  if (query.isError)
    return <LoadError title={texts.loadFailed} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <div aria-busy="true" className="grid gap-3">
        {Array.from({ length: skeleton.rows }, (_, n) => (
          <Skeleton key={n} className={`${skeleton.height} rounded-2xl`} />
        ))}
      </div>
    );
  if (items.length === 0)
    return (
      <StateCard icon={emptyIcon} title={texts.empty}>
        {null}
      </StateCard>
    );
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">{items.map(renderItem)}</ul>
      <ShowMore query={query} label={texts.more} />
    </div>
  );
}
