import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import {
  ACTIVITIES,
  ACTIVITY_GROUPS,
  activitiesInGroup,
  type ActivityTitle,
} from '@shared/catalogue';
import type { RegisterBuddyInput } from '../api/register-buddy';
import { BUDDY_APPLICATION_TEXTS as TEXTS } from '../texts';

/** The catalogue's activities as checkboxes, one group per fieldset. */
export function ActivityChecklist() {
  const id = useId();
  const { control } = useFormContext<RegisterBuddyInput>();
  const { field, fieldState } = useController({ control, name: 'activities' });
  const errorId = `${id}-error`;
  const chosen = new Set(field.value);

  const toggle = (title: ActivityTitle, checked: boolean) =>
    field.onChange(
      checked ? [...field.value, title] : field.value.filter((value) => value !== title),
    );

  return (
    <fieldset aria-describedby={fieldState.error ? errorId : undefined} className="grid gap-4">
      <legend className="mb-1 font-display text-xl font-semibold text-ink">
        {TEXTS.activities}
      </legend>
      <p className="text-sm text-stone-600">{TEXTS.activitiesHint}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {ACTIVITY_GROUPS.map((group) => (
          <fieldset key={group.id} className="rounded-2xl border border-stone-200 p-4">
            <legend className="px-1 text-sm font-semibold text-stone-700">{group.label}</legend>
            <ul className="grid gap-1">
              {activitiesInGroup(group.id).map((activity) => {
                const boxId = `${id}-${activity.id}`;
                return (
                  <li key={activity.id} className="flex items-center gap-3">
                    <Checkbox
                      id={boxId}
                      // The first box takes focus when the choice is missing on submit.
                      ref={activity.id === ACTIVITIES[0]?.id ? field.ref : undefined}
                      checked={chosen.has(activity.title)}
                      onCheckedChange={(checked) => toggle(activity.title, checked === true)}
                      onBlur={field.onBlur}
                      aria-invalid={fieldState.error ? true : undefined}
                    />
                    <Label htmlFor={boxId} className="flex-1 cursor-pointer py-2 font-normal">
                      {activity.title}
                    </Label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      {fieldState.error && <FieldError id={errorId}>{fieldState.error.message}</FieldError>}
    </fieldset>
  );
}
