import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfirmSession } from '@/features/sessions/api/session-actions';
import type { Booking } from '@shared/bookings';
import { useNeedingConfirmation } from '@/features/sessions/api/get-needing-confirmation';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import type { OpenSession } from './session-dialog';
import { sessionDay } from './session-summary';

/** Sessions that ended and wait for the learner's word: Confirm, or Report a problem. */
export function NeedingConfirmationCard({ onOpen }: { onOpen: (open: OpenSession) => void }) {
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
                onReport={() => onOpen({ booking, mode: 'report' })}
              />
            ))}
          </ul>
        )
      ) : sessions.isError ? (
        <p className="text-sm text-stone-700">
          We could not load these sessions.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <Skeleton className="h-16" />
      )}
    </SectionCard>
  );
}

function ConfirmRow({ booking, onReport }: { booking: Booking; onReport: () => void }) {
  const confirm = useConfirmSession();
  const summaryId = `confirm-${booking.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      <p id={summaryId} className="min-w-0 text-sm">
        <span className="font-semibold">{booking.activity}</span> with <bdi>{booking.buddy}</bdi>
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
          {TEXTS.confirm}
        </Button>
        <Button size="sm" variant="outline" aria-describedby={summaryId} onClick={onReport}>
          {TEXTS.reportProblem}
        </Button>
      </div>
    </li>
  );
}
