import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnBuddyProfile } from '@/hooks/use-own-buddy-profile';
import { BUDDY_TEXTS as TEXTS } from '../texts';
import { ApplicationStatus } from './application-status';
import { SupportCard } from './support-card';

/**
 * SPEC: Buddy dashboard. Until its tabs are built (the buddy dashboard issue), it shows the
 * buddy's application: where they stand and what happens next.
 */
export function BuddyDashboard() {
  const profile = useOwnBuddyProfile();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {profile.data ? (
        <div className="grid gap-6">
          <ApplicationStatus profile={profile.data} />
          <SupportCard />
        </div>
      ) : (
        <>
          <h1 className="sr-only">{TEXTS.dashboardTitle}</h1>
          {profile.isError ? (
            <LoadError title={TEXTS.loadFailed} onRetry={() => void profile.refetch()} />
          ) : (
            <div aria-busy="true" aria-label={TEXTS.loading}>
              <Skeleton className="h-80 rounded-2xl" />
            </div>
          )}
        </>
      )}
    </div>
  );
}
