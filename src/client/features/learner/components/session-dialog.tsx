import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { CancelForm } from '@/features/sessions/components/cancel-form';
import { ReportForm } from '@/features/sessions/components/report-form';
import type { Booking } from '@shared/bookings';
import { AheadActions } from '@/features/sessions/components/ahead-actions';
import { cancelState } from '@/features/sessions/session-state';
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
  return (
    <>
      <DialogHeader>
        <DialogTitle>{mode === 'details' ? booking.activity : TITLES[mode]}</DialogTitle>
        <DialogDescription>
          {booking.activity} with <bdi>{booking.buddy}</bdi>, {sessionDay(booking)} at{' '}
          {booking.time}
        </DialogDescription>
      </DialogHeader>
      {mode === 'details' && (
        <>
          <SessionSummary booking={booking} />
          {booking.status === 'approved' && (
            <div className="grid gap-3 border-t border-stone-200 pt-4">
              <AheadActions
                sessionId={booking.id}
                cancel={cancelState(booking, new Date())}
                onNewTime={() => setMode('new-time')}
                onCancel={() => setMode('cancel')}
              />
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
