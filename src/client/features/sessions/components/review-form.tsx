import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { cn } from '@/lib/cn';
import type { Booking } from '@shared/bookings';
import { useReviewSession } from '../api/session-actions';
import { ActionForm, ActionText, useSessionAction } from './action-form';
import { CALENDAR_TEXTS as TEXTS } from './calendar-texts';

const STARS = [1, 2, 3, 4, 5] as const;

/** 1 to 5 stars (a radio group: arrow keys move between them) and a few words. */
export function ReviewForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const review = useReviewSession();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const { problem, setProblem, run } = useSessionAction(onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setProblem(TEXTS.session.ratingRequired);
    if (!text.trim()) return setProblem(TEXTS.session.reviewRequired);
    run(() => review.mutateAsync({ id: booking.id, rating, text: text.trim() }), {
      done: TEXTS.session.reviewed,
      failed: TEXTS.session.reviewFailed,
    });
  };

  return (
    <ActionForm
      onSubmit={onSubmit}
      problem={problem}
      pending={review.isPending}
      submitLabel={TEXTS.sendReview}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{TEXTS.rating}</legend>
        <div className="flex gap-1">
          {STARS.map((n) => (
            <label
              key={n}
              className="grid size-11 cursor-pointer place-items-center rounded-full hover:bg-amber-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                aria-label={TEXTS.stars(n)}
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7',
                  n <= rating ? 'fill-amber-500 text-amber-600' : 'text-stone-500',
                )}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <ActionText label={TEXTS.reviewText} maxLength={2000} value={text} onChange={setText} />
    </ActionForm>
  );
}
