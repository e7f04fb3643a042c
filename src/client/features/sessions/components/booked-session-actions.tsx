import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { AheadActions } from './ahead-actions';
import { PaymentDue } from './payment-due';
import { CancelForm } from './cancel-form';
import { MoveForm } from './move-form';
import { MoveRequest } from './move-request';
import { ReportForm } from './report-form';
import { SESSION_TEXTS } from './texts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useConfirmSession } from '../api/session-actions';
import { sessionStep } from '../session-state';
import { formatInAmsterdam } from '@shared/format-date';
import type { Proposal } from '@shared/proposals-schemas';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import { otherSide, type Side } from '@shared/session-rules';
import { useNow } from '@/hooks/use-now';

type Mode = 'cancel' | 'new-time' | 'report';

const TITLES: Record<Mode, string> = {
  cancel: SESSION_TEXTS.cancelSession,
  'new-time': SESSION_TEXTS.askToMove,
  report: SESSION_TEXTS.reportTitle,
};

/**
 * A booked session on its proposal card, for either side, by the browser's clock: before the
 * start add it to a calendar, cancel or move it (until the window closes); after the end confirm
 * it or report a problem; then the side's own word.
 */
export function BookedSessionActions({ proposal, side }: { proposal: Proposal; side: Side }) {
  const now = useNow(30_000);
  const [mode, setMode] = useState<Mode | null>(null);
  const confirm = useConfirmSession();
  const step = sessionStep(
    {
      ...proposal,
      startsAt: proposal.proposedDateTime,
      durationMinutes: proposal.duration,
    },
    side,
    now,
  );
  if (step.kind === 'none') return null;

  const otherName = side === 'buddy' ? proposal.learnerName : proposal.buddyName;
  return (
    <div className="mt-4 grid gap-2 border-t border-stone-200 pt-3">
      {step.kind === 'awaiting-payment' && (
        <PaymentDue
          sessionId={proposal.id}
          startsAt={proposal.proposedDateTime}
          side={side}
          onCancel={() => setMode('cancel')}
        />
      )}
      {step.kind === 'ahead' && (
        <>
          <MoveRequest proposal={proposal} side={side} />
          <AheadActions
            sessionId={proposal.id}
            cancel={step.cancel}
            onNewTime={() => setMode('new-time')}
            onCancel={() => setMode('cancel')}
            moveOpen={proposal.move !== null}
            compact
          />
        </>
      )}
      {step.kind === 'to-confirm' && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(proposal.id)}
          >
            {SESSION_TEXTS.confirm}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setMode('report')}>
            {SESSION_TEXTS.reportProblem}
          </Button>
        </div>
      )}
      {step.kind === 'confirmed' && (
        <p className="flex items-center gap-2 text-sm text-green-900">
          <CircleCheck className="size-4" aria-hidden="true" />
          {SESSION_TEXTS.youConfirmed}
        </p>
      )}
      {step.kind === 'reported' && (
        <p className="text-sm text-stone-700">{SESSION_ACTION_TEXTS.reportedAlready}</p>
      )}
      <Dialog open={mode !== null} onOpenChange={(open) => !open && setMode(null)}>
        <DialogContent className="max-w-lg">
          {mode && (
            <>
              <DialogHeader>
                <DialogTitle>{TITLES[mode]}</DialogTitle>
                <DialogDescription>
                  {proposal.activityType} {SESSION_TEXTS.with} <bdi>{otherName}</bdi>,{' '}
                  {formatInAmsterdam(new Date(proposal.proposedDateTime), "EEEE d MMMM 'at' HH:mm")}
                </DialogDescription>
              </DialogHeader>
              {mode === 'report' && (
                <ReportForm id={proposal.id} other={otherSide(side)} onDone={() => setMode(null)} />
              )}
              {mode === 'cancel' && (
                <CancelForm
                  session={proposal}
                  otherName={otherName}
                  onDone={() => setMode(null)}
                  onBack={() => setMode(null)}
                />
              )}
              {mode === 'new-time' && (
                <MoveForm
                  session={{ ...proposal, startsAt: proposal.proposedDateTime }}
                  otherName={otherName}
                  onDone={() => setMode(null)}
                  onBack={() => setMode(null)}
                />
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
