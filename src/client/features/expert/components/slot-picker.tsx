import { Skeleton } from '@/components/ui/skeleton';
import { useInterviewSlots } from '../api/get-slots';
import { longDate } from '../month';
import { EXPERT_TEXTS } from '../texts';

const TEXTS = EXPERT_TEXTS.schedule;

/**
 * A day's interview times (09:00 to 16:30 Amsterdam time) as one group of radio buttons; the
 * ones passed or already taken by the expert's interviews are shown struck through and inert.
 */
export function SlotPicker({
  date,
  chosen,
  onChoose,
}: {
  date: string;
  /** The chosen slot's start (ISO), as the server gave it. */
  chosen: string | null;
  onChoose: (startsAt: string) => void;
}) {
  const slots = useInterviewSlots(date);
  if (slots.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {TEXTS.slotsFailed}
      </p>
    );
  }
  if (!slots.data) {
    return (
      <div aria-busy="true" className="grid grid-cols-4 gap-2">
        {Array.from({ length: 8 }, (_, n) => (
          <Skeleton key={n} className="h-11 rounded-full" />
        ))}
      </div>
    );
  }
  const noneFree = slots.data.every((slot) => !slot.free);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold">{TEXTS.times(longDate(date))}</legend>
      {noneFree && <p className="text-sm text-stone-700">{TEXTS.noTimes}</p>}
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
        {slots.data.map((slot) => (
          <label
            key={slot.startsAt}
            className="grid h-11 cursor-pointer place-items-center rounded-full border border-stone-400 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-disabled:cursor-default has-disabled:border-stone-200 has-disabled:font-normal has-disabled:text-stone-500 has-disabled:line-through has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
          >
            <input
              type="radio"
              name="interview-slot"
              className="sr-only"
              value={slot.startsAt}
              disabled={!slot.free}
              checked={slot.startsAt === chosen}
              onChange={() => onChoose(slot.startsAt)}
            />
            <span>
              {slot.time}
              {!slot.free && <span className="sr-only">, {TEXTS.taken}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
