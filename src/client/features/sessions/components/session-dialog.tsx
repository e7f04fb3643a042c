import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { Booking } from '@shared/bookings';
import type { Side } from '@shared/session-rules';
import { cancelState } from '../session-state';
import { PaymentDue } from './payment-due';
import { PaymentLine } from './payment-line';
import { AheadActions } from './ahead-actions';
import { CALENDAR_TEXTS as TEXTS, counterpartOf } from './calendar-texts';
import { useProposal } from '../api/get-proposal';
import { CancelForm } from './cancel-form';
import { MoveForm } from './move-form';
import { MoveRequest } from './move-request';
import { EditSessionForm } from './edit-session-form';
import { ReportForm } from './report-form';
import { ReviewForm } from './review-form';
import { sessionDay, SessionSummary } from './session-summary';
import { SESSION_TEXTS } from './texts';

/** The statuses a session may have reached with a payment behind it. */
const PAID_STATUSES = new Set<Booking['status']>(['approved', 'completed', 'cancelled']);

export type SessionMode = 'details' | 'edit' | 'cancel' | 'new-time' | 'report' | 'review';

export interface OpenSession {
  booking: Booking;
  mode: SessionMode;
}

const TITLES: Record<SessionMode, string> = {
  details: '',
  edit: TEXTS.editSession,
  cancel: SESSION_TEXTS.cancelSession,
  'new-time': SESSION_TEXTS.askToMove,
  report: SESSION_TEXTS.reportTitle,
  review: TEXTS.leaveReview,
};

/**
 * A session's details and what `side` can do with it, one step at a time: either side cancels,
 * moves or reports it; the buddy edits it (decision 032), the learner reviews it.
 */
export function SessionDialog({
  side,
  open,
  onClose,
}: {
  side: Side;
  open: OpenSession | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-lg">
        {open && (
          <SessionSteps key={open.booking.id + open.mode} side={side} {...open} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SessionSteps({
  side,
  booking,
  mode: firstMode,
  onClose,
}: OpenSession & { side: Side; onClose: () => void }) {
  const [mode, setMode] = useState(firstMode);
  // The session's card view: a move asked of it, which the calendar's booking does not carry.
  const { data: proposal } = useProposal(booking.id);
  const other = counterpartOf(booking, side).name;
  const back = () => (firstMode === 'details' ? setMode('details') : onClose());
  const cancel = cancelState(booking, new Date());
  // The buddy may edit while the session could be cancelled (the same window, decision 032),
  // and no move waits (decision 039).
  const editable = side === 'buddy' && cancel === 'open' && proposal?.move == null;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{mode === 'details' ? booking.activity : TITLES[mode]}</DialogTitle>
        <DialogDescription>
          {booking.activity} {SESSION_TEXTS.with} <bdi>{other}</bdi>,{' '}
          {TEXTS.dayAt(sessionDay(booking), booking.time)}
        </DialogDescription>
      </DialogHeader>
      {mode === 'details' && (
        <>
          <SessionSummary booking={booking} side={side} />
          {PAID_STATUSES.has(booking.status) && <PaymentLine sessionId={booking.id} side={side} />}
          {booking.status === 'awaiting_payment' && (
            <div className="border-t border-stone-200 pt-4">
              <PaymentDue
                sessionId={booking.id}
                startsAt={booking.startsAt}
                side={side}
                {...(cancel === 'open' && { onCancel: () => setMode('cancel') })}
              />
            </div>
          )}
          {booking.status === 'approved' && (
            <div className="grid gap-3 border-t border-stone-200 pt-4">
              {editable && (
                <div>
                  <Button size="sm" onClick={() => setMode('edit')}>
                    <Pencil aria-hidden="true" />
                    {TEXTS.editSession}
                  </Button>
                </div>
              )}
              {proposal && <MoveRequest proposal={proposal} side={side} />}
              <AheadActions
                sessionId={booking.id}
                cancel={cancel}
                onNewTime={() => setMode('new-time')}
                onCancel={() => setMode('cancel')}
                moveOpen={proposal?.move != null}
              />
            </div>
          )}
          {side === 'learner' && booking.status === 'completed' && !booking.reviewed && (
            <div className="border-t border-stone-200 pt-4">
              <Button size="sm" onClick={() => setMode('review')}>
                {TEXTS.leaveReview}
              </Button>
            </div>
          )}
        </>
      )}
      {mode === 'edit' && <EditSessionForm booking={booking} onDone={onClose} onBack={back} />}
      {mode === 'cancel' && (
        <CancelForm session={booking} otherName={other} onDone={onClose} onBack={back} />
      )}
      {mode === 'new-time' && (
        <MoveForm session={booking} otherName={other} onDone={onClose} onBack={back} />
      )}
      {mode === 'report' && (
        <ReportForm
          id={booking.id}
          other={side === 'learner' ? 'buddy' : 'learner'}
          onDone={onClose}
        />
      )}
      {mode === 'review' && <ReviewForm booking={booking} onDone={onClose} />}
    </>
  );
}
