import { useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { amsterdamDate } from '@shared/amsterdam-time';
import { isInterviewDay, lastInterviewDay, type ExpertProfile } from '@shared/interviews';
import { useInterviewPlace } from '../api/interview-place';
import { useScheduleInterview } from '../api/schedule-interview';
import { interviewTime, longDate } from '../month';
import { EXPERT_TEXTS } from '../texts';
import { MonthCalendar } from './month-calendar';
import { SlotPicker } from './slot-picker';
import { draftOf, whereOfDraft, WhereFields, type WhereDraft } from './where-fields';

const TEXTS = EXPERT_TEXTS.schedule;

/**
 * The interview scheduling dialog: a month calendar from the current month (weekends and past
 * days inert), then the chosen day's free times. Invites a buddy with no interview yet, or moves
 * the one scheduled. Opened by its own button, which stays in place from one to the other, so
 * the focus comes back to it.
 */
export function ScheduleInterviewDialog({
  profile,
  buttonRef,
}: {
  profile: ExpertProfile;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(false);
  const moving = profile.interview?.status === 'scheduled';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        ref={buttonRef}
        variant={moving ? 'outline' : 'primary'}
        onClick={() => setOpen(true)}
      >
        {moving ? TEXTS.reschedule : TEXTS.open}
      </Button>
      <DialogContent
        className="max-w-xl"
        // As the WAI-ARIA date picker: the focus starts on the calendar's day.
        onOpenAutoFocus={(event) => {
          const day = (event.target as HTMLElement).querySelector<HTMLElement>(
            '[data-date][tabindex="0"]',
          );
          if (!day) return;
          event.preventDefault();
          day.focus();
        }}
      >
        <SchedulingForm profile={profile} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SchedulingForm({ profile, onDone }: { profile: ExpertProfile; onDone: () => void }) {
  // Read once when the dialog opens: the calendar's days and today's times follow it.
  const [now] = useState(() => new Date());
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const schedule = useScheduleInterview(profile);
  const scheduled = profile.interview?.status === 'scheduled' ? profile.interview : null;
  const usualPlace = useInterviewPlace().data?.where;
  // Where: as the expert set it here, else the interview's own when moving it, else the
  // expert's usual place (which may load after the dialog opens).
  const [whereSet, setWhere] = useState<WhereDraft | null>(null);
  const where = whereSet ?? draftOf(scheduled ? scheduled.where : usualPlace);
  const [whereError, setWhereError] = useState<string>();

  const submit = () => {
    if (!slot) return;
    const checked = whereOfDraft(where);
    if ('error' in checked) return setWhereError(checked.error);
    schedule.mutate(
      { timeSlot: slot, where: checked.where },
      {
        onSuccess: (interview) => {
          const when = `${longDate(interview.date)}, ${interview.time}`;
          toast.success(scheduled ? TEXTS.moved(when) : TEXTS.invited(when));
          onDone();
        },
        onError: (error) => toast.error(failureText(error, TEXTS.failed)),
      },
    );
  };

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {TEXTS.title} <bdi>{profile.fullName}</bdi>
        </DialogTitle>
        <DialogDescription>{TEXTS.description}</DialogDescription>
        {scheduled && <p className="font-semibold">{TEXTS.current(interviewTime(scheduled))}</p>}
      </DialogHeader>
      <MonthCalendar
        today={amsterdamDate(now)}
        last={lastInterviewDay(now)}
        selected={date}
        isAvailable={(day) => isInterviewDay(day, now)}
        onSelect={(day) => {
          setDate(day);
          setSlot(null);
        }}
      />
      {date ? (
        <SlotPicker date={date} chosen={slot} onChoose={setSlot} />
      ) : (
        <p className="text-sm text-stone-700">{TEXTS.chooseDay}</p>
      )}
      <WhereFields
        legend={EXPERT_TEXTS.where.invitationLegend}
        value={where}
        error={whereError}
        onChange={(next) => {
          setWhere(next);
          setWhereError(undefined);
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={!slot || schedule.isPending}>
          {scheduled ? TEXTS.move : TEXTS.send}
        </Button>
      </div>
    </form>
  );
}
