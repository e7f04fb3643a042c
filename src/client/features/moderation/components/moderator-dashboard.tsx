import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useModerationReport } from '../api/reports';
import { MODERATION_TEXTS as TEXTS } from '../texts';
import { DeletedAccounts } from './deleted-accounts';
import { Finance } from './finance';
import { MyProfile } from './my-profile';
import { SessionOversight } from './session-oversight';
import { SupportQueue } from './support-queue';
import { UndeliveredWork } from './undelivered-work';
import { UserApprovals } from './user-approvals';

/** The charts' library loads with the tab that draws them. */
const Reports = lazy(() => import('./reports'));

/** SPEC: the card 'Active English Buddies': approved buddies who speak English, counted. */
function ActiveEnglishBuddies() {
  const report = useModerationReport();
  return (
    <p className="grid w-fit gap-1 rounded-2xl bg-brand-50 px-5 py-3 ring-1 ring-brand-200">
      <span className="text-sm font-semibold text-stone-800">{TEXTS.activeEnglishBuddies}</span>
      {report.data ? (
        <span className="font-display text-3xl font-semibold text-brand-800">
          {report.data.activeEnglishBuddies}
        </span>
      ) : (
        <Skeleton className="h-9 w-12" />
      )}
    </p>
  );
}

/** SPEC: Moderator dashboard, with its six tabs, and the money's (decision 038). */
export function ModeratorDashboard({ userId }: { userId: string }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold">{TEXTS.dashboardTitle}</h1>
        <ActiveEnglishBuddies />
      </div>
      <Tabs defaultValue="approvals">
        <TabsList className="max-w-4xl flex-wrap rounded-2xl">
          <TabsTrigger value="approvals">{TEXTS.tabs.approvals}</TabsTrigger>
          <TabsTrigger value="sessions">{TEXTS.tabs.sessions}</TabsTrigger>
          <TabsTrigger value="support">{TEXTS.tabs.support}</TabsTrigger>
          <TabsTrigger value="deleted">{TEXTS.tabs.deleted}</TabsTrigger>
          <TabsTrigger value="profile">{TEXTS.tabs.profile}</TabsTrigger>
          <TabsTrigger value="reports">{TEXTS.tabs.reports}</TabsTrigger>
          <TabsTrigger value="finance">{TEXTS.tabs.finance}</TabsTrigger>
        </TabsList>
        <TabsContent value="approvals">
          <UserApprovals />
        </TabsContent>
        <TabsContent value="sessions">
          <SessionOversight />
        </TabsContent>
        <TabsContent value="support">
          <SupportQueue />
          <UndeliveredWork />
        </TabsContent>
        <TabsContent value="deleted">
          <DeletedAccounts />
        </TabsContent>
        <TabsContent value="profile">
          <MyProfile userId={userId} />
        </TabsContent>
        <TabsContent value="reports">
          <Suspense fallback={<Skeleton aria-busy="true" className="h-80 rounded-2xl" />}>
            <Reports />
          </Suspense>
        </TabsContent>
        <TabsContent value="finance">
          <Finance />
        </TabsContent>
      </Tabs>
    </div>
  );
}
