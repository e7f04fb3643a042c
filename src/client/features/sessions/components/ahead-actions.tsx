import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { failureText } from '@/lib/failure-text';
import { downloadSessionCalendar } from '@/lib/session-calendar';
import type { CancelState } from '@/features/sessions/session-state';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import { SESSION_TEXTS } from './texts';

/**
 * A booked session, wherever it is shown (the learner's session dialog, the chat's proposal
 * card): add it to a calendar; before it starts, ask to move or cancel it while the
 * cancellation window is open, and say the window either way (`cancel`, lib/session-state.ts).
 */
export function AheadActions({
  sessionId,
  cancel,
  onNewTime,
  onCancel,
  moveOpen = false,
  compact = false,
}: {
  sessionId: string;
  cancel: CancelState;
  onNewTime: () => void;
  /** A move is asked and not settled: one at a time (decision 039). */
  moveOpen?: boolean;
  onCancel: () => void;
  /** Smaller text for a card. */
  compact?: boolean;
}) {
  const windowId = useId();
  const windowButton = {
    variant: 'outline',
    size: 'sm',
    disabled: cancel === 'too-late',
    'aria-describedby': windowId,
  } as const;
  const download = () =>
    downloadSessionCalendar(sessionId).catch((error: Error) =>
      toast.error(failureText(error, SESSION_TEXTS.calendarFailed)),
    );
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" className="px-3" onClick={() => void download()}>
          <CalendarPlus aria-hidden="true" />
          {SESSION_TEXTS.addToCalendar}
        </Button>
        {cancel !== 'none' && (
          <>
            <Button
              {...windowButton}
              disabled={windowButton.disabled || moveOpen}
              onClick={onNewTime}
            >
              {SESSION_TEXTS.askToMove}
            </Button>
            <Button
              {...windowButton}
              className="border-red-700 text-red-800 hover:bg-red-50"
              onClick={onCancel}
            >
              {SESSION_TEXTS.cancelSession}
            </Button>
          </>
        )}
      </div>
      {cancel !== 'none' && (
        <p id={windowId} className={cn('text-stone-700', compact ? 'text-xs' : 'text-sm')}>
          {cancel === 'too-late'
            ? SESSION_ACTION_TEXTS.cancelWindow
            : SESSION_TEXTS.cancelWindowOpen}
        </p>
      )}
    </>
  );
}
