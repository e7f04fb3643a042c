import { ArrowLeft } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useBuddy } from '@/features/buddies/api/get-buddy';
import { BuddyNotFound } from '@/features/buddies/components/buddy-not-found';
import { BuddyProfile } from '@/features/buddies/components/buddy-profile';
import { BuddyProfileSkeleton } from '@/features/buddies/components/buddy-profile-skeleton';

import { BUDDIES_TEXTS } from '@/features/buddies/texts';
import { ApiError } from '@/lib/api-client';

export function Component() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useBuddy(id);
  // The profile mounts as a transition, in slices, not as one long task (see the dashboard).
  const buddy = useDeferredValue(data);

  if (error instanceof ApiError && error.status === 404) return <BuddyNotFound />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        to="/buddies"
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {BUDDIES_TEXTS.allBuddies}
      </Link>
      <div className="mt-6">
        {buddy ? (
          <BuddyProfile buddy={buddy} />
        ) : error ? (
          <>
            <h1 className="sr-only">{BUDDIES_TEXTS.profileHeading}</h1>
            <LoadError title={BUDDIES_TEXTS.profileNotLoaded} onRetry={() => void refetch()} />
          </>
        ) : (
          <BuddyProfileSkeleton />
        )}
      </div>
    </div>
  );
}
