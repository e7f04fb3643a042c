import { Skeleton } from '@/components/ui/skeleton';
import { BUDDIES_TEXTS } from '../texts';

/** The profile's outline while it loads, laid out like `BuddyProfile`. */
export function BuddyProfileSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {BUDDIES_TEXTS.loadingProfile}
      </span>
      <div className="flex flex-col gap-6 rounded-3xl bg-cream p-6 sm:flex-row sm:items-start sm:p-8">
        <Skeleton className="size-32 rounded-full sm:size-40" />
        <div className="flex-1">
          <Skeleton className="h-10 w-56" />
          <Skeleton className="mt-4 h-5 w-full max-w-md" />
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-7 w-28 rounded-full" />
            <Skeleton className="h-7 w-24 rounded-full" />
          </div>
          <Skeleton className="mt-6 h-11 w-full rounded-full sm:w-64" />
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-8">
          <Skeleton className="h-8 w-40" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-56 rounded-2xl" />
            <Skeleton className="h-56 rounded-2xl" />
          </div>
          <Skeleton className="h-48 rounded-2xl" />
        </div>
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}
