import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { failureText } from '@/lib/failure-text';
import { PROFILE_TEXTS } from '@shared/profiles';
import type { BuddyOwnProfile } from '@shared/profiles-schemas';
import { useUpdateBuddyProfile, type BuddyProfileChanges } from '../api/update-profile';
import { BUDDY_TEXTS as TEXTS } from '../texts';
import { ActivityForm, type ActivityDraft } from './activity-form';
import { ActivityRow } from './activity-row';

type Activity = BuddyOwnProfile['activities'][number];

/** An activity as the PUT sends it: the rate as the buddy sees it ('26/hour', '25–30/hour'). */
const asSent = (a: Activity | ActivityDraft) => ({
  title: a.title,
  description: a.description,
  location: a.location,
  rate: a.rate,
  instantBooking: a.instantBooking,
});

/**
 * SPEC: 'My Activities & Rates': each activity with its description, place and rate, edited in
 * place with Save and Cancel, or removed (one always stays); Add Activity offers the catalogue
 * titles not yet added. Every change saves the whole list (decision 031).
 */
export function ActivitiesRates({ profile }: { profile: BuddyOwnProfile }) {
  const update = useUpdateBuddyProfile();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);

  const saveList = (activities: (Activity | ActivityDraft)[], done: string) =>
    update
      .mutateAsync({ activities: activities.map(asSent) } satisfies BuddyProfileChanges)
      .then(() => toast.success(done))
      .catch((error: Error) => {
        toast.error(failureText(error, PROFILE_TEXTS.updateFailed));
        throw error;
      });

  const replace = (title: string, next: ActivityDraft) =>
    saveList(
      profile.activities.map((a) => (a.title === title ? next : a)),
      TEXTS.activitySaved,
    ).then(() => setEditing(null));
  const remove = (title: string) =>
    void saveList(
      profile.activities.filter((a) => a.title !== title),
      TEXTS.activityRemoved,
    ).catch(() => undefined);
  const setInstant = (title: string, instantBooking: boolean) =>
    void saveList(
      profile.activities.map((a) => (a.title === title ? { ...a, instantBooking } : a)),
      instantBooking ? TEXTS.instantBookingOn : TEXTS.instantBookingOff,
    ).catch(() => undefined);
  const add = (draft: ActivityDraft) =>
    saveList([...profile.activities, draft], TEXTS.activityAdded).then(() => setAdding(false));

  return (
    <SectionCard
      id="my-activities"
      title={TEXTS.myActivities}
      aside={
        !adding && (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {TEXTS.addActivity}
          </Button>
        )
      }
    >
      <div className="grid gap-3">
        {adding && (
          <ActivityForm
            taken={profile.activities.map((a) => a.title)}
            location={profile.location}
            pending={update.isPending}
            onSave={add}
            onCancel={() => setAdding(false)}
          />
        )}
        {profile.activities.length === 0 && !adding && (
          <p className="text-sm text-stone-700">{TEXTS.noActivities}</p>
        )}
        <ul className="grid gap-3">
          {profile.activities.map((activity) => (
            <li key={activity.title}>
              {editing === activity.title ? (
                <ActivityForm
                  activity={activity}
                  taken={[]}
                  location={profile.location}
                  pending={update.isPending}
                  onSave={(next) => replace(activity.title, next)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <ActivityRow
                  activity={activity}
                  removable={profile.activities.length > 1}
                  pending={update.isPending}
                  onInstantBooking={(on) => setInstant(activity.title, on)}
                  onEdit={() => setEditing(activity.title)}
                  onRemove={() => remove(activity.title)}
                />
              )}
            </li>
          ))}
        </ul>
      </div>
    </SectionCard>
  );
}
