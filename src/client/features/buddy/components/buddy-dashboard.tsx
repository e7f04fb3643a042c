import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CalendarSubscriptionCard } from '@/features/sessions/components/calendar-subscription-card';
import type { OpenSession } from '@/features/sessions/components/session-dialog';
import { useConversations } from '@/hooks/use-conversations';
import { useOwnBuddyProfile } from '@/hooks/use-own-buddy-profile';
import { ApiError } from '@/lib/api-client';
import { clearAuth } from '@/lib/auth-store';
import { BUDDY_TEXTS as TEXTS } from '../texts';
import { ApplicationStatus } from './application-status';
import { CalendarTab } from './calendar-tab';
import { MessagesTab } from './messages-tab';
import { ProfileTab } from './profile-tab';
import { SupportCard } from './support-card';

// Loaded once opened: the charts (Recharts), the schedule (rrule), a session's forms.
const AnalyticsTab = lazy(() =>
  import('./analytics-tab').then(({ AnalyticsTab }) => ({ default: AnalyticsTab })),
);
const ScheduleDialog = lazy(() =>
  import('./schedule-dialog').then(({ ScheduleDialog }) => ({ default: ScheduleDialog })),
);
const SessionDialog = lazy(() =>
  import('@/features/sessions/components/session-dialog').then(({ SessionDialog }) => ({
    default: SessionDialog,
  })),
);

const TABS = ['profile', 'calendar', 'messages', 'analytics'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab =>
  TABS.includes(value as Tab) ? (value as Tab) : 'profile';

/**
 * SPEC: Buddy dashboard. A listed buddy runs their business here in four tabs (the tab is in the
 * address, `?tab=`); a buddy still being vetted sees where their application stands. A profile
 * that cannot be found for this sign-in ends it (SPEC: to /login); other failures offer a retry.
 */
export function BuddyDashboard({ userId }: { userId: string }) {
  const profile = useOwnBuddyProfile();
  const inbox = useConversations();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [session, setSession] = useState<OpenSession | null>(null);
  const [schedule, setSchedule] = useState(false);
  const [opened, setOpened] = useState({ session: false, schedule: false });
  const openSession = (next: OpenSession) => {
    setOpened((o) => ({ ...o, session: true }));
    setSession(next);
  };
  const openSchedule = () => {
    setOpened((o) => ({ ...o, schedule: true }));
    setSchedule(true);
  };
  const lost = profile.error instanceof ApiError && [403, 404].includes(profile.error.status);
  useEffect(() => {
    if (!lost) return;
    clearAuth();
    void navigate('/login', { replace: true });
  }, [lost, navigate]);

  if (!profile.data) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="sr-only">{TEXTS.dashboardTitle}</h1>
        {profile.isError && !lost ? (
          <LoadError title={TEXTS.loadFailed} onRetry={() => void profile.refetch()} />
        ) : (
          <div aria-busy="true" aria-label={TEXTS.loading} className="grid gap-6">
            <Skeleton className="h-12 rounded-full" />
            <Skeleton className="h-80 rounded-2xl" />
          </div>
        )}
      </div>
    );
  }
  if (profile.data.profileStatus !== 'approved') {
    return (
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <ApplicationStatus profile={profile.data} />
        {profile.data.interviewStartsAt && <CalendarSubscriptionCard side="buddy" />}
        <SupportCard />
      </div>
    );
  }
  const unread = inbox.data?.unread ?? 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-4 font-display text-2xl font-semibold sm:text-3xl">
        {TEXTS.dashboardTitle}
      </h1>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'profile' ? {} : { tab: next }, { replace: true })
        }
      >
        <TabsList className="grid grid-cols-2 rounded-2xl sm:flex sm:rounded-full">
          {TABS.map((value) => (
            <TabsTrigger
              key={value}
              value={value}
              className="inline-flex items-center justify-center gap-2"
            >
              {TEXTS.tabs[value]}
              {value === 'messages' && unread > 0 && (
                <span className="grid min-w-5 place-items-center rounded-full bg-accent-700 px-1.5 text-xs text-white">
                  {unread}
                  <span className="sr-only"> {TEXTS.unread(unread)}</span>
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab
            profile={profile.data}
            onOpen={openSession}
            onUpdateAvailability={openSchedule}
          />
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarTab userId={userId} onOpen={openSession} onUpdateAvailability={openSchedule} />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesTab />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<Skeleton className="h-96 rounded-2xl" />}>
            <AnalyticsTab />
          </Suspense>
        </TabsContent>
      </Tabs>
      <Suspense>
        {opened.session && (
          <SessionDialog side="buddy" open={session} onClose={() => setSession(null)} />
        )}
        {opened.schedule && (
          <ScheduleDialog open={schedule} onOpenChange={setSchedule} userId={userId} />
        )}
      </Suspense>
    </div>
  );
}
