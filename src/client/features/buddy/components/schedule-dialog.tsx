import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { amsterdamDate } from '@shared/amsterdam-time';
import { NEW_SLOT } from '@shared/availability';
import type { Slot } from '@shared/availability-schemas';
import { useWeekBookings } from '@/features/sessions/api/get-bookings';
import { WeekNavigator } from '@/features/sessions/components/week-navigator';
import { mondayOf, weekDays } from '@/features/sessions/week';
import { useOwnAvailability } from '../api/availability';
import { SCHEDULE_TEXTS as TEXTS } from '../schedule-texts';
import { DaysOff } from './days-off';
import { PhoneDays, ScheduleGrid } from './schedule-grid';
import { SelectedSlot } from './selected-slot';
import { SlotForm, type SlotStart } from './slot-form';
import { TravelTime } from './travel-time';

/**
 * SPEC "Buddy dashboard" → Calendar: the Schedule dialog, where a buddy sets their availability
 * on a week grid (slots and their repeats), takes days off and sets their travel time. Wide on a
 * desktop; on a phone it fills the screen and scrolls, the grid showing one day at a time.
 */
export function ScheduleDialog({
  open,
  onOpenChange,
  userId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-6xl grid-cols-1 gap-4 p-4 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:p-6">
        <DialogHeader>
          <DialogTitle>{TEXTS.title}</DialogTitle>
          <DialogDescription>{TEXTS.description}</DialogDescription>
        </DialogHeader>
        <Schedule userId={userId} />
      </DialogContent>
    </Dialog>
  );
}

/** Under the week bar: a new slot's form, or the slot clicked on the grid. */
type Panel = { kind: 'new'; start: SlotStart } | { kind: 'slot'; slot: Slot } | null;

function Schedule({ userId }: { userId: string }) {
  // Read once when the dialog opens: the first week shown and the days that may be taken off.
  const [now] = useState(() => new Date());
  const today = amsterdamDate(now);
  const thisWeek = mondayOf(now);
  const [monday, setMonday] = useState(thisWeek);
  const [panel, setPanel] = useState<Panel>(null);
  // On a phone, the day the grid shows: today's in this week, else Monday's; a new slot's day.
  const [phoneDay, setPhoneDay] = useState(() =>
    Math.max(
      0,
      weekDays(thisWeek).findIndex((d) => d.date === today),
    ),
  );
  const availability = useOwnAvailability();
  const week = useWeekBookings('buddy', userId, monday);
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const openPanel = (next: Panel) => {
    if (next?.kind === 'new') setPhoneDay(next.start.day);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPanel(next);
  };
  // The focus goes back to the cell or button that opened the panel; to Add slot when it left.
  const closePanel = () => {
    setPanel(null);
    requestAnimationFrame(() => {
      const back = opener.current?.isConnected ? opener.current : addButton.current;
      back?.focus();
    });
  };

  if (availability.isError && !availability.data) {
    return <LoadError title={TEXTS.loadFailed} onRetry={() => void availability.refetch()} />;
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <WeekNavigator monday={monday} onChange={setMonday} thisWeekLabel={TEXTS.today} />
        </div>
        <Button
          ref={addButton}
          size="sm"
          onClick={() => openPanel({ kind: 'new', start: NEW_SLOT })}
        >
          <Plus aria-hidden="true" />
          {TEXTS.addSlot}
        </Button>
      </div>
      {panel?.kind === 'new' && (
        <SlotForm
          key={`${panel.start.day} ${panel.start.startTime}`}
          start={panel.start}
          monday={monday}
          today={today}
          onDone={closePanel}
        />
      )}
      {panel?.kind === 'slot' && <SelectedSlot slot={panel.slot} onDone={closePanel} />}
      {availability.data ? (
        <>
          <PhoneDays monday={monday} day={phoneDay} onChange={setPhoneDay} />
          <ScheduleGrid
            monday={monday}
            phoneDay={phoneDay}
            today={today}
            availability={availability.data}
            bookings={week.data ?? []}
            busy={week.isPlaceholderData || week.isPending}
            selectedId={panel?.kind === 'slot' ? panel.slot.id : undefined}
            onAdd={(start) => openPanel({ kind: 'new', start })}
            onSelect={(slot) => openPanel({ kind: 'slot', slot })}
          />
          {week.isError && <p className="text-sm text-red-800">{TEXTS.bookingsFailed}</p>}
          <div className="grid gap-6 md:grid-cols-2">
            <DaysOff daysOff={availability.data.daysOff} />
            <TravelTime minutes={availability.data.travelBufferMinutes} />
          </div>
        </>
      ) : (
        <div aria-busy="true" className="grid gap-4">
          <p className="sr-only">{TEXTS.loading}</p>
          <Skeleton className="h-[46rem] rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      )}
    </>
  );
}
