import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth-store';
import type { PublicBuddy } from '@shared/buddies';
import { BUDDIES_TEXTS } from '../texts';
import { useProposeTo } from './buddy-actions';

/**
 * Loaded after the profile shows: the picker brings the time zone and recurrence code (and the
 * sessions' texts), which the rest of the profile, a measured page, does without.
 */
const OpenTimesPicker = lazy(() =>
  import('@/features/sessions/components/open-times-picker').then(({ OpenTimesPicker }) => ({
    default: OpenTimesPicker,
  })),
);
const InstantBookingDialog = lazy(() =>
  import('@/features/sessions/components/instant-booking-dialog').then(
    ({ InstantBookingDialog }) => ({ default: InstantBookingDialog }),
  ),
);

/** The length of the sessions offered on the profile: the proposal may change it. */
const MINUTES = 60;
/** An open time (ISO) to book at once on arrival: a learner's match's "Book". */
const BOOK = 'book';

/**
 * A learner books one of the buddy's open times from their profile: at once, for the
 * activities the buddy offers with instant booking (decision 059); otherwise the proposal
 * opens in the conversation with that time filled in. Booking is for learners: others see no
 * card. With `?book=` an open time, the booking dialog opens on it at once.
 */
export function BookOpenTimeCard({ buddy }: { buddy: PublicBuddy }) {
  const auth = useAuth();
  const proposeTo = useProposeTo(buddy);
  const [params, setParams] = useSearchParams();
  const instant = Object.fromEntries(
    Object.entries(buddy.activities).filter(([, offer]) => offer.instantBooking),
  );
  const instantBooking = Object.keys(instant).length > 0;
  const [picked, setPicked] = useState<Date | null>(() => {
    const asked = Date.parse(params.get(BOOK) ?? '');
    return instantBooking && !Number.isNaN(asked) ? new Date(asked) : null;
  });
  const close = () => {
    setPicked(null);
    // Taken out of the address, so that a reload or Back opens no more.
    if (params.has(BOOK)) {
      setParams(
        (now) => {
          now.delete(BOOK);
          return now;
        },
        { replace: true },
      );
    }
  };
  if (auth?.role !== 'learner') return null;
  return (
    <SectionCard size="lg" id="book-open-time-title" title={BUDDIES_TEXTS.bookOpenTime}>
      <p className="mt-2 text-stone-700">
        {instantBooking ? BUDDIES_TEXTS.bookOpenTimeInstantText : BUDDIES_TEXTS.bookOpenTimeText}
      </p>
      <div className="mt-4">
        {/* As tall as the picker's own loading outline: two days of times. */}
        <Suspense fallback={<Skeleton aria-busy="true" className="h-36 rounded-xl" />}>
          <OpenTimesPicker
            buddySlug={buddy.id}
            minutes={MINUTES}
            onPick={instantBooking ? setPicked : proposeTo}
            empty={BUDDIES_TEXTS.noOpenTimes}
          />
          {picked && (
            <InstantBookingDialog
              key={picked.toISOString()}
              buddy={buddy}
              offers={instant}
              open
              onOpenChange={(open) => !open && close()}
              initialTime={picked}
            />
          )}
        </Suspense>
      </div>
    </SectionCard>
  );
}
