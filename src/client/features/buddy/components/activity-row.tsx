import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { groupColour } from '@/lib/group-colours';
import { groupOf } from '@shared/catalogue';
import type { BuddyOwnProfile } from '@shared/profiles-schemas';
import { BUDDY_TEXTS as TEXTS } from '../texts';
import { rateLabel } from '@shared/pricing';

/**
 * One of the buddy's activities as learners will read it, with Edit and Remove, and the switch
 * that lets learners book its open times at once (instant booking, decision 057).
 */
export function ActivityRow({
  activity,
  removable,
  pending,
  onInstantBooking,
  onEdit,
  onRemove,
}: {
  activity: BuddyOwnProfile['activities'][number];
  removable: boolean;
  /** A change of the list is being saved: the switch waits for it. */
  pending: boolean;
  onInstantBooking: (on: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const id = `activity-${activity.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <article
      aria-labelledby={id}
      className="grid gap-2 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={id} className="font-semibold">
            {activity.title}
          </h3>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              groupColour(groupOf(activity.title)?.colour ?? 'sky').badge,
            )}
          >
            {rateLabel(activity.rate)}
          </span>
        </div>
        <p dir="auto" className="text-sm break-words text-stone-800">
          {activity.description}
        </p>
        <p className="flex items-center gap-1 text-xs text-stone-700">
          <MapPin className="size-3.5" aria-hidden="true" />
          <bdi>{activity.location}</bdi>
        </p>
        <div className="mt-1 flex items-start gap-3">
          <Switch
            id={`${id}-instant`}
            aria-describedby={`${id}-instant-hint`}
            checked={activity.instantBooking}
            disabled={pending}
            onCheckedChange={onInstantBooking}
          />
          <div>
            <label htmlFor={`${id}-instant`} className="text-sm font-medium">
              {TEXTS.instantBooking}
            </label>
            <p id={`${id}-instant-hint`} className="text-xs text-stone-700">
              {TEXTS.instantBookingHint}
            </p>
          </div>
        </div>
      </div>
      <div className="flex items-start gap-2">
        <Button size="sm" variant="outline" aria-describedby={id} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {TEXTS.edit}
        </Button>
        {removable && (
          <Button size="sm" variant="ghost" aria-describedby={id} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {TEXTS.remove}
          </Button>
        )}
      </div>
    </article>
  );
}
