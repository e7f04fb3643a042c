import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import type { Slot } from '@shared/availability-schemas';
import { useRemoveSlot } from '../api/availability';
import { repeatText, SCHEDULE_TEXTS as TEXTS } from '../schedule-texts';
import { firstDateOn, longDate } from '../schedule-week';

/**
 * A slot clicked on the grid: its time, its repeat and when it runs out, and the way to remove
 * it with all its repeats. Takes the focus, so a keyboard user lands on what they opened.
 */
export function SelectedSlot({ slot, onDone }: { slot: Slot; onDone: () => void }) {
  const remove = useRemoveSlot();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), [slot.id]);
  const day = TEXTS.days[slot.day] ?? '';

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="schedule-selected-slot"
      className="grid gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <h3 id="schedule-selected-slot" className="text-lg font-semibold">
        {TEXTS.slot}: {day} {slot.startTime}–{slot.endTime}
      </h3>
      <div className="text-sm text-stone-700">
        <p>{repeatText(slot.repeat, day, firstDateOn(slot.startsOn, slot.day))}</p>
        <p>{TEXTS.lastDay(longDate(slot.lastDate))}</p>
      </div>
      {remove.isError && <FormAlert>{failureText(remove.error, TEXTS.failed)}</FormAlert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {TEXTS.cancel}
        </Button>
        <Button
          variant="outline"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(slot.id, {
              onSuccess: () => {
                toast.success(TEXTS.slotRemoved);
                onDone();
              },
            })
          }
        >
          {remove.isPending ? TEXTS.removing : TEXTS.removeSlot}
        </Button>
      </div>
    </section>
  );
}
