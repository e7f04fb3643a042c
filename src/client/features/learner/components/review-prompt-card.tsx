import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import type { Booking } from '@shared/bookings';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import type { OpenSession } from '@/features/sessions/components/session-dialog';
import { sessionDay } from '@/features/sessions/components/session-summary';

/** Completed sessions not yet reviewed: a prompt to leave a review (only when there are any). */
export function ReviewPromptCard({
  sessions,
  onOpen,
}: {
  sessions: readonly Booking[];
  onOpen: (open: OpenSession) => void;
}) {
  if (sessions.length === 0) return null;
  return (
    <SectionCard id="leave-review" title={TEXTS.leaveReview}>
      <p className="text-sm text-stone-700">{TEXTS.reviewPrompt}</p>
      <ul className="mt-3 grid gap-3">
        {sessions.map((booking) => (
          <li
            key={booking.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
          >
            <p id={`review-${booking.id}`} className="text-sm">
              <span className="font-semibold">{booking.activity}</span> {TEXTS.with}{' '}
              <bdi>{booking.buddy}</bdi>, {sessionDay(booking)}
            </p>
            <Button
              size="sm"
              variant="outline"
              aria-describedby={`review-${booking.id}`}
              onClick={() => onOpen({ booking, mode: 'review' })}
            >
              <Star aria-hidden="true" />
              {TEXTS.leaveReview}
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
