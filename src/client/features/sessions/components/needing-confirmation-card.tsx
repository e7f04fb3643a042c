import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Booking } from '@shared/bookings';
import type { Side } from '@shared/session-rules';
import { useNeedingConfirmation } from '../api/get-needing-confirmation';
import { useConfirmSession } from '../api/session-actions';
import { CALENDAR_TEXTS as TEXTS, counterpartOf } from './calendar-texts';
import { SESSION_TEXTS } from './texts';
import type { OpenSession } from './session-dialog';
import { sessionDay } from './session-summary';

/** Sessions that ended and wait for this side's word: Confirm, or Report a problem. */
export function NeedingConfirmationCard({
  side,
  onOpen,
}: {
  side: Side;
  onOpen: (open: OpenSession) => void;
}) {
  const sessions = useNeedingConfirmation();
  return (
    <SectionCard id="needing-confirmation" title={TEXTS.needingConfirmation}>
      {sessions.data ? (
        sessions.data.length === 0 ? (
          <p className="text-sm text-stone-700">{TEXTS.noneNeedConfirmation}</p>
        ) : (
          <ul className="grid gap-3">
            {sessions.data.map((booking) => (
              <ConfirmRow
                key={booking.id}
                booking={booking}
                other={counterpartOf(booking, side).name}
                onReport={() => onOpen({ booking, mode: 'report' })}
              />
            ))}
          </ul>
        )
      ) : sessions.isError ? (
        <p className="text-sm text-stone-700">
          {TEXTS.loadFailed}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void sessions.refetch()}>
            {TEXTS.tryAgain}
          </Button>
        </p>
      ) : (
        <Skeleton className="h-16" />
      )}
    </SectionCard>
  );
}

function ConfirmRow({
  booking,
  other,
  onReport,
}: {
  booking: Booking;
  other: string;
  onReport: () => void;
}) {
  const confirm = useConfirmSession();
  const summaryId = `confirm-${booking.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      <p id={summaryId} className="min-w-0 text-sm">
        <span className="font-semibold">{booking.activity}</span> {SESSION_TEXTS.with}{' '}
        <bdi>{other}</bdi>
        <br />
        <span className="text-stone-700">
          {sessionDay(booking)}, {booking.time}–{booking.endTime}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-describedby={summaryId}
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(booking.id)}
        >
          {SESSION_TEXTS.confirm}
        </Button>
        <Button size="sm" variant="outline" aria-describedby={summaryId} onClick={onReport}>
          {SESSION_TEXTS.reportProblem}
        </Button>
      </div>
    </li>
  );
}
