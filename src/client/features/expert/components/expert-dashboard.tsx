import { UserCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { ProfileStatusBadge } from '@/components/profile-status-badge';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { LoadError } from '@/components/ui/load-error';
import { selectClass } from '@/components/ui/select-class';
import { Skeleton } from '@/components/ui/skeleton';
import { StateCard } from '@/components/ui/state-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SteeredLearners } from '@/features/matching/components/steered-learners';
import { formatInAmsterdam } from '@shared/format-date';
import type { ExpertProfile } from '@shared/interviews';
import { useExpertProfiles, type ExpertProfileStatus } from '../api/get-profiles';
import { EXPERT_TEXTS as TEXTS } from '../texts';
import { InterviewPlaceCard } from './interview-place-card';
import { ProfileDetailDialog } from './profile-detail-dialog';

type FilterName = keyof typeof TEXTS.filters;

/** Where the buddy stands with the expert, in one line: the interview ahead, held, or the application. */
function standing(profile: ExpertProfile): string {
  const { interview, outcome } = profile;
  const at = (iso: string) => formatInAmsterdam(new Date(iso), 'EEE d MMM, HH:mm');
  if (interview?.status === 'scheduled') {
    return `${TEXTS.interviewOn}: ${at(interview.startsAt)} (${TEXTS.amsterdamTime})`;
  }
  if (interview?.status === 'completed') {
    const held = `${TEXTS.interviewHeld}: ${at(interview.startsAt)} (${TEXTS.amsterdamTime})`;
    return outcome ? `${held} · ${TEXTS.outcomes[outcome]}` : held;
  }
  return `${TEXTS.applied} ${formatInAmsterdam(new Date(profile.createdAt), 'd MMM yyyy')}`;
}

/** One candidate in the list: who, since when, where they stand, and the way to the detail. */
function ProfileRow({ profile, onOpen }: { profile: ExpertProfile; onOpen: () => void }) {
  const decided = profile.interview?.status === 'completed';
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <Avatar
        name={profile.fullName}
        photo={profile.profilePhoto}
        alt=""
        className="size-12 text-lg"
      />
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <p className="truncate font-semibold" dir="auto">
          {profile.fullName}
        </p>
        <p className="truncate text-sm text-stone-700">{profile.email}</p>
        <p className="text-sm text-stone-700">{standing(profile)}</p>
      </div>
      <ProfileStatusBadge status={profile.profileStatus} />
      <Button
        variant={decided ? 'outline' : 'primary'}
        onClick={onOpen}
        aria-label={TEXTS.detailsOf(profile.fullName)}
      >
        {TEXTS.details}
      </Button>
    </li>
  );
}

/**
 * SPEC: Learning expert dashboard. The buddies with the expert (sent on by a moderator, invited,
 * interviewed, and decided: the history), filtered by status, newest application first; each
 * opens the detail panel. Beside them, the learners, whose matches the expert steers (decision
 * 064).
 */
export function ExpertDashboard() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold">{TEXTS.dashboardTitle}</h1>
      <Tabs defaultValue="buddies">
        <TabsList className="max-w-md">
          <TabsTrigger value="buddies">{TEXTS.tabs.buddies}</TabsTrigger>
          <TabsTrigger value="learners">{TEXTS.tabs.learners}</TabsTrigger>
        </TabsList>
        <TabsContent value="buddies" className="grid gap-6">
          <CandidateBuddies />
        </TabsContent>
        <TabsContent value="learners">
          <SteeredLearners />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The buddies with the expert: the usual interview place, the filter, the list, the detail. */
function CandidateBuddies() {
  const [filter, setFilter] = useState<FilterName>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const filterSelect = useRef<HTMLSelectElement>(null);
  const profiles = useExpertProfiles(filter === 'all' ? null : (filter as ExpertProfileStatus));
  const list = profiles.data?.pages.flatMap((page) => page.profiles) ?? [];
  // The open profile as the list has it now: a move that takes it out of the list closes it.
  const open = list.find((profile) => profile.id === openId) ?? null;

  return (
    <>
      <p className="text-stone-700">{TEXTS.intro}</p>
      <InterviewPlaceCard />
      <label className="flex max-w-xs flex-col gap-1.5 text-sm font-semibold">
        {TEXTS.filter}
        <select
          ref={filterSelect}
          className={selectClass}
          value={filter}
          onChange={(event) => {
            setOpenId(null);
            setFilter(event.target.value as FilterName);
          }}
        >
          {Object.entries(TEXTS.filters).map(([name, label]) => (
            <option key={name} value={name}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {profiles.isError ? (
        <LoadError title={TEXTS.loadFailed} onRetry={() => void profiles.refetch()} />
      ) : !profiles.data ? (
        <div aria-busy="true" className="grid gap-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-20 rounded-2xl" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <StateCard icon={<UserCheck aria-hidden />} title={TEXTS.noProfiles}>
          {null}
        </StateCard>
      ) : (
        <ul className="grid gap-3">
          {list.map((profile) => (
            <ProfileRow key={profile.id} profile={profile} onOpen={() => setOpenId(profile.id)} />
          ))}
        </ul>
      )}
      <ShowMore query={profiles} label={TEXTS.loadMore} />
      <ProfileDetailDialog
        profile={open}
        onClose={() => setOpenId(null)}
        focusAfterLeaving={() => filterSelect.current?.focus()}
      />
    </>
  );
}
