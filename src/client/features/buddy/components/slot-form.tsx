import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import {
  minutesOf,
  REPEAT_DURATION,
  REPEAT_FREQUENCY,
  REPEAT_TYPES,
  type RepeatType,
} from '@shared/availability';
import { useAddSlot } from '../api/availability';
import { Choice, type Options } from './choice';
import { SCHEDULE_TEXTS as TEXTS } from '../schedule-texts';
import {
  endOfNewSlot,
  firstDateOn,
  GRID_TIMES,
  longDate,
  ROW_TIMES,
  slotDays,
  startsOnFor,
  weeklyDays,
} from '../schedule-week';

const numbers = ({ min, max }: { min: number; max: number }): Options<number> =>
  Array.from({ length: max - min + 1 }, (_, i) => [min + i, String(min + i)]);
const times = (list: readonly string[]): Options<string> => list.map((time) => [time, time]);

/** Where a new slot starts: a clicked free half hour, or the default Monday 09:00. */
export interface SlotStart {
  day: number;
  startTime: string;
}

/**
 * A new availability slot: its day and times on the grid and how it repeats. It starts on its
 * day in the shown week when that lies ahead, else from today. The server's refusal (an
 * overlap with another slot) stays in the form.
 */
export function SlotForm({
  start,
  monday,
  today,
  onDone,
}: {
  start: SlotStart;
  monday: string;
  today: string;
  onDone: () => void;
}) {
  const add = useAddSlot();
  const [day, setDay] = useState(start.day);
  const [startTime, setStartTime] = useState(start.startTime);
  const [endTime, setEndTime] = useState(() => endOfNewSlot(start.startTime));
  const [type, setType] = useState<RepeatType>('none');
  const [frequency, setFrequency] = useState<number>(REPEAT_FREQUENCY.min);
  const [duration, setDuration] = useState<number>(REPEAT_DURATION.min);
  const startsOn = startsOnFor(monday, day, today);
  const monthly = type === 'monthly';
  // The days the save will open, by the server's own rule (from today when no date is sent).
  const days = slotDays({
    day,
    startTime,
    endTime,
    startsOn: startsOn ?? today,
    repeat: { type, frequency, duration },
  });

  const changeStart = (time: string) => {
    setStartTime(time);
    if (minutesOf(endTime) <= minutesOf(time)) setEndTime(endOfNewSlot(time));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const repeat = { type, frequency, duration };
    add.mutate(
      { day, startTime, endTime, startsOn, repeat },
      {
        onSuccess: () => {
          toast.success(TEXTS.slotAdded);
          onDone();
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="schedule-new-slot"
      className="grid gap-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <h3 id="schedule-new-slot" className="text-lg font-semibold">
        {TEXTS.newSlot}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <Choice
          autoFocus
          label={TEXTS.day}
          description={TEXTS.firstDay(longDate(firstDateOn(startsOn ?? today, day)))}
          value={day}
          options={TEXTS.days.map((name, index) => [index, name] as const)}
          onChange={setDay}
        />
        <Choice
          label={TEXTS.start}
          value={startTime}
          options={times(ROW_TIMES)}
          onChange={changeStart}
        />
        <Choice
          label={TEXTS.end}
          value={endTime}
          options={times(GRID_TIMES.filter((time) => minutesOf(time) > minutesOf(startTime)))}
          onChange={setEndTime}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Choice
          label={TEXTS.repeat}
          value={type}
          options={REPEAT_TYPES.map((repeat) => [repeat, TEXTS.repeatTypes[repeat]] as const)}
          onChange={setType}
        />
        {type !== 'none' && (
          <>
            <Choice
              label={monthly ? TEXTS.timesPerMonth : TEXTS.timesPerWeek}
              description={
                monthly
                  ? TEXTS.timesPerMonthHint
                  : TEXTS.timesPerWeekHint(weeklyDays(day, frequency, TEXTS.days))
              }
              value={frequency}
              options={numbers(REPEAT_FREQUENCY)}
              onChange={setFrequency}
            />
            <Choice
              label={monthly ? TEXTS.forMonths : TEXTS.forWeeks}
              value={duration}
              options={numbers(REPEAT_DURATION)}
              onChange={setDuration}
            />
          </>
        )}
      </div>
      <section aria-labelledby="schedule-new-slot-days" className="grid gap-1.5 text-sm">
        <h4 id="schedule-new-slot-days" className="font-semibold">
          {TEXTS.previewTitle}
        </h4>
        <p aria-live="polite" className="text-stone-700">
          {TEXTS.previewCount(days.count, longDate(days.first), longDate(days.last))}
        </p>
        {days.count > 1 && (
          <ul className="flex flex-wrap gap-1.5">
            {days.shown.map(({ date, label }) => (
              <li
                key={date}
                className="rounded-full bg-white px-2 py-0.5 tabular-nums ring-1 ring-stone-200"
              >
                {label}
              </li>
            ))}
            {days.more > 0 && <li className="px-1 py-0.5">{TEXTS.previewMore(days.more)}</li>}
          </ul>
        )}
      </section>
      {add.isError && <FormAlert>{failureText(add.error, TEXTS.failed)}</FormAlert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? TEXTS.saving : TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
