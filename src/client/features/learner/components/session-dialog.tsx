import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { CancelForm } from '@/components/sessions/cancel-form';
import { ReportForm } from '@/components/sessions/report-form';
import { failureText } from '@/lib/failure-text';
import { downloadSessionCalendar } from '@/lib/session-calendar';
import type { Booking } from '@shared/bookings';
import { cancelState } from '@/lib/session-state';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { ReviewForm } from './review-form';
import { sessionDay, SessionSummary } from './session-summary';

export type SessionMode = 'details' | 'cancel' | 'new-time' | 'report' | 'review';

export interface OpenSession {
  booking: Booking;
  mode: SessionMode;
}

const TITLES: Record<SessionMode, string> = {
  details: '',
  cancel: TEXTS.cancelSession,
  'new-time': TEXTS.proposeNewTime,
  report: TEXTS.reportTitle,
  review: TEXTS.leaveReview,
};

/** A session's details and what the learner can do with it, one step at a time. */
export function SessionDialog({
  open,
  onClose,
}: {
  open: OpenSession | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-lg">
        {open && <SessionSteps key={open.booking.id + open.mode} {...open} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function SessionSteps({
  booking,
  mode: firstMode,
  onClose,
}: OpenSession & { onClose: () => void }) {
  const [mode, setMode] = useState(firstMode);
  const windowId = useId();
  const cancel = cancelState(booking, new Date());
  /** Propose new time and Cancel session: only while the cancellation window is open. */
  const windowButton = {
    variant: 'outline',
    size: 'sm',
    disabled: cancel === 'too-late',
    'aria-describedby': windowId,
  } as const;
  const download = () =>
    downloadSessionCalendar(booking.id).catch((error: Error) =>
      toast.error(failureText(error, TEXTS.calendarFailed)),
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{mode === 'details' ? booking.activity : TITLES[mode]}</DialogTitle>
        <DialogDescription>
          {booking.activity} with {booking.buddy}, {sessionDay(booking)} at {booking.time}
        </DialogDescription>
      </DialogHeader>
      {mode === 'details' && (
        <>
          <SessionSummary booking={booking} />
          {booking.status === 'approved' && (
            <div className="grid gap-3 border-t border-stone-200 pt-4">
              <div className="flex flex-wrap gap-2">
                {cancel !== 'none' && (
                  <>
                    <Button {...windowButton} onClick={() => setMode('new-time')}>
                      {TEXTS.proposeNewTime}
                    </Button>
                    <Button
                      {...windowButton}
                      className="border-red-700 text-red-800 hover:bg-red-50"
                      onClick={() => setMode('cancel')}
                    >
                      {TEXTS.cancelSession}
                    </Button>
                  </>
                )}
                <Button variant="ghost" size="sm" onClick={() => void download()}>
                  <CalendarPlus aria-hidden="true" />
                  {TEXTS.addToCalendar}
                </Button>
              </div>
              {cancel !== 'none' && (
                <p id={windowId} className="text-sm text-stone-700">
                  {cancel === 'too-late' ? TEXTS.session.cancelWindow : TEXTS.cancelWindowOpen}
                </p>
              )}
            </div>
          )}
          {booking.status === 'completed' && !booking.reviewed && (
            <div className="border-t border-stone-200 pt-4">
              <Button size="sm" onClick={() => setMode('review')}>
                {TEXTS.leaveReview}
              </Button>
            </div>
          )}
        </>
      )}
      {(mode === 'cancel' || mode === 'new-time') && (
        <CancelForm
          session={booking}
          otherName={booking.buddy}
          newTime={mode === 'new-time'}
          onDone={onClose}
          onBack={() => (firstMode === 'details' ? setMode('details') : onClose())}
        />
      )}
      {mode === 'report' && <ReportForm id={booking.id} other="buddy" onDone={onClose} />}
      {mode === 'review' && <ReviewForm booking={booking} onDone={onClose} />}
    </>
  );
}
