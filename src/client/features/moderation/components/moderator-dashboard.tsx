import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MODERATION_TEXTS as TEXTS } from '../texts';
import { SessionOversight } from './session-oversight';
import { SupportQueue } from './support-queue';
import { UserApprovals } from './user-approvals';

/** SPEC: Moderator dashboard. Its tabs arrive one by one; User Approvals first. */
export function ModeratorDashboard() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold">{TEXTS.dashboardTitle}</h1>
      <Tabs defaultValue="approvals">
        <TabsList className="max-w-2xl flex-wrap rounded-2xl">
          <TabsTrigger value="approvals">{TEXTS.tabs.approvals}</TabsTrigger>
          <TabsTrigger value="sessions">{TEXTS.tabs.sessions}</TabsTrigger>
          <TabsTrigger value="support">{TEXTS.tabs.support}</TabsTrigger>
        </TabsList>
        <TabsContent value="approvals">
          <UserApprovals />
        </TabsContent>
        <TabsContent value="sessions">
          <SessionOversight />
        </TabsContent>
        <TabsContent value="support">
          <SupportQueue />
        </TabsContent>
      </Tabs>
    </div>
  );
}
