import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import type { AuthSnapshot } from '@/lib/auth-store';
import { useOwnLearnerProfile } from '@/hooks/use-own-learner-profile';
import { useSessionSummary } from '@/features/sessions/api/get-session-summary';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { AboutCard } from './about-card';
import { CalendarSubscriptionCard } from '@/features/sessions/components/calendar-subscription-card';
import { DashboardProfileCard } from './dashboard-profile-card';
import { DashboardSkeleton } from './dashboard-skeleton';
import { FavouritesCard } from './favourites-card';
import { WeekSchedule } from '@/features/sessions/components/week-schedule';
import { NeedingConfirmationCard } from '@/features/sessions/components/needing-confirmation-card';
import { PaymentReturn } from '@/features/sessions/components/payment-return';
import { ProfileNotFound } from './profile-not-found';
import { RecentMessages } from '@/components/recent-messages';
import { ReviewPromptCard } from './review-prompt-card';
import type { OpenSession } from '@/features/sessions/components/session-dialog';
import { StatCounters } from './stat-counters';
import { YourMatches } from './your-matches';

// What a session's dialog needs (Radix's dialog, the session forms) loads once one is opened.
const SessionDialog = lazy(() =>
  import('@/features/sessions/components/session-dialog').then(({ SessionDialog }) => ({
    default: SessionDialog,
  })),
);

/** SPEC: Learner dashboard. Every part reads the server; a 401 signs out (the API client). */
export function LearnerDashboard({ auth }: { auth: AuthSnapshot }) {
  const profile = useOwnLearnerProfile();
  // The whole dashboard mounts when the profile arrives: rendered as a transition, in slices the
  // browser can interrupt, instead of one long task (a query's answer renders at once otherwise).
  const profileData = useDeferredValue(profile.data);
  const summary = useSessionSummary();
  const [open, setOpen] = useState<OpenSession | null>(null);
  const [opened, setOpened] = useState(false);
  const openSession = (session: OpenSession) => {
    setOpened(true);
    setOpen(session);
  };

  if (profile.error instanceof ApiError && [403, 404].includes(profile.error.status))
    return <ProfileNotFound />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {profileData ? (
        <div className="grid grid-cols-1 gap-6">
          <DashboardProfileCard profile={profileData} />
          <StatCounters counts={summary.data} />
          <NeedingConfirmationCard side="learner" onOpen={openSession} />
          <ReviewPromptCard sessions={summary.data?.awaitingReview ?? []} onOpen={openSession} />
          <YourMatches />
          <WeekSchedule side="learner" userId={auth.userId} onOpen={openSession} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <AboutCard profile={profileData} />
            <div className="grid min-w-0 grid-cols-1 content-start gap-6">
              <FavouritesCard />
              <RecentMessages id="recent-messages" title={TEXTS.recentMessages} />
              <CalendarSubscriptionCard side="learner" />
            </div>
          </div>
        </div>
      ) : profile.isError ? (
        <>
          <h1 className="sr-only">{TEXTS.dashboardTitle}</h1>
          <LoadError title={TEXTS.loadFailed} onRetry={() => void profile.refetch()} />
        </>
      ) : (
        <>
          <h1 className="sr-only">{TEXTS.dashboardTitle}</h1>
          <DashboardSkeleton />
        </>
      )}
      <PaymentReturn />
      {opened && (
        <Suspense>
          <SessionDialog side="learner" open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
