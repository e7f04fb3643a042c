import { CalendarClock, Euro, MessagesSquare, Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatInAmsterdam } from '@shared/format-date';
import { formatEuros } from '@shared/format-money';
import { COMPONENT_TEXTS } from '@/components/texts';
import { formatRating } from '@shared/format-rating';

const TEXTS = COMPONENT_TEXTS.buddyFacts;

export interface BuddyFactsData {
  priceFromCents: number | null;
  rating: number | null;
  reviewCount: number;
  sessionsHeld: number;
  nextOpenAt: string | null;
}

/** '€20' for whole euros, '€20.50' otherwise. */
const price = (cents: number) => formatEuros(cents, cents % 100 === 0 ? 'short' : 'full');

/**
 * What learners compare buddies by: the price from, the rating with its reviews, the sessions
 * held and the next free time. The same on a card of the list and on the profile's header.
 */
export function BuddyFacts({ buddy, className }: { buddy: BuddyFactsData; className?: string }) {
  const facts = [
    buddy.priceFromCents !== null && {
      key: 'price',
      icon: Euro,
      text: TEXTS.priceFrom(price(buddy.priceFromCents)),
    },
    {
      key: 'rating',
      icon: Star,
      text:
        buddy.rating !== null && buddy.reviewCount > 0 ? (
          <>
            {formatRating(buddy.rating)} <span aria-hidden="true">★</span> (
            {TEXTS.reviews(buddy.reviewCount)})
          </>
        ) : (
          TEXTS.noReviews
        ),
    },
    { key: 'sessions', icon: MessagesSquare, text: TEXTS.sessionsHeld(buddy.sessionsHeld) },
    {
      key: 'next',
      icon: CalendarClock,
      text: buddy.nextOpenAt
        ? TEXTS.nextFree(formatInAmsterdam(new Date(buddy.nextOpenAt), 'EEE d MMM, HH:mm'))
        : TEXTS.noFreeTime,
    },
  ].filter((fact) => fact !== false);
  return (
    <ul
      aria-label={TEXTS.label}
      className={cn('grid gap-x-4 gap-y-1 text-sm text-stone-700', className)}
    >
      {facts.map(({ key, icon: Icon, text }) => (
        <li key={key} className="flex min-w-0 items-center gap-1.5">
          <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="truncate">{text}</span>
        </li>
      ))}
    </ul>
  );
}
