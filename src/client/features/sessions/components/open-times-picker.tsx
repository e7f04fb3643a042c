import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { amsterdamDate, amsterdamTime } from '@shared/amsterdam-time';
import { useOpenTimes } from '../api/get-open-times';
import { openDayLabel, openDays, type OpenDay } from '../open-times';
import { OPEN_TIMES_TEXTS as TEXTS } from './texts';

/** The days shown before 'Show more times': a short list to tab through first. */
const FIRST_DAYS = 3;

interface OpenTimesPickerProps {
  /** The buddy's slug, as their public profile has it. */
  buddySlug: string;
  /** The session's length: only the starts it fits from are offered. */
  minutes: number;
  /** The picked start, shown pressed. Left out where picking a time moves on: no toggles then. */
  value?: Date | null;
  onPick: (start: Date) => void;
  /** What to say when the buddy has no open time in the next two weeks. */
  empty?: string;
}

/**
 * A buddy's open times of the next 14 days as start times to pick, by Amsterdam day: booking
 * in one click what the buddy has said they are free for (decision 029).
 */
export function OpenTimesPicker({
  buddySlug,
  minutes,
  value,
  onPick,
  empty = TEXTS.none,
}: OpenTimesPickerProps) {
  const openTimes = useOpenTimes(buddySlug);
  const [expanded, setExpanded] = useState(false);
  // 'Show more times' leaves with its click: the focus goes on to the first day it showed.
  const firstMore = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (expanded) firstMore.current?.querySelector('button')?.focus();
  }, [expanded]);

  if (openTimes.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-stone-700">{TEXTS.loadFailed}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void openTimes.refetch()}>
          {TEXTS.tryAgain}
        </Button>
      </div>
    );
  }
  if (!openTimes.data) return <OpenTimesSkeleton />;

  const now = new Date();
  const days = openDays(openTimes.data, minutes, now);
  if (days.length === 0) return <p className="text-sm text-stone-700">{empty}</p>;
  const today = amsterdamDate(now);
  const shown = expanded ? days : days.slice(0, FIRST_DAYS);

  return (
    <div className="grid gap-4">
      {shown.map((day, i) => (
        <OpenDayTimes
          key={day.date}
          ref={i === FIRST_DAYS ? firstMore : undefined}
          day={day}
          label={openDayLabel(day.date, today)}
          value={value}
          onPick={onPick}
        />
      ))}
      {shown.length < days.length && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setExpanded(true)}
        >
          {TEXTS.showMore}
        </Button>
      )}
    </div>
  );
}

/** One day's starts as a labelled group of buttons that wrap on a narrow screen. */
function OpenDayTimes({
  ref,
  day,
  label,
  value,
  onPick,
}: {
  ref?: Ref<HTMLDivElement>;
  day: OpenDay;
  label: string;
  value: Date | null | undefined;
  onPick: (start: Date) => void;
}) {
  const id = useId();
  return (
    <div ref={ref} role="group" aria-labelledby={id}>
      <p id={id} className="text-sm font-semibold text-stone-800">
        {label}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {day.starts.map((start) => (
          <button
            key={start.toISOString()}
            type="button"
            aria-pressed={value === undefined ? undefined : value?.getTime() === start.getTime()}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'px-3 tabular-nums aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:hover:bg-brand-800',
            )}
            onClick={() => onPick(start)}
          >
            {amsterdamTime(start)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Two days of times while they load, about as tall as the first of them. */
function OpenTimesSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only" role="status">
        {TEXTS.loading}
      </span>
      {[0, 1].map((day) => (
        <div key={day}>
          <Skeleton className="h-5 w-36" />
          <div className="mt-2 flex flex-wrap gap-2">
            {[0, 1, 2, 3].map((time) => (
              <Skeleton key={time} className="h-9 w-16 rounded-full" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
