import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { selectClass } from '@/components/ui/select-class';
import { useNow } from '@/hooks/use-now';
import { failureText } from '@/lib/failure-text';
import type { PublicBuddy } from '@shared/buddies';
import type { ActivityTitle } from '@shared/catalogue';
import { INSTANT_BOOKING_TEXTS } from '@shared/instant-booking';
import { offerPrice } from '@shared/pricing';
import { cancellationNotice } from '@shared/session-actions';
import { DEFAULT_SESSION_DURATION, SESSION_DURATIONS } from '@shared/sessions';
import { useBookInstantly } from '../api/book-instantly';
import { OpenTimesPicker } from './open-times-picker';
import { durationText } from './proposal-terms';
import { INSTANT_BOOKING_DIALOG_TEXTS as TEXTS } from './texts';

type Offers = PublicBuddy['activities'];

interface InstantBookingDialogProps {
  buddy: Pick<PublicBuddy, 'id' | 'name'>;
  /** The buddy's offers with instant booking on, by activity title. */
  offers: Offers;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The open time picked on the profile before the dialog opened. */
  initialTime?: Date;
}

/**
 * A learner books one of the buddy's open times at once (decision 059): an activity the buddy
 * offers with instant booking, a length and a time, priced as the server will price it, with
 * the cancellation rule and its deadline before they commit. Booked, they see their week; when
 * the booking waits for payment, they go straight on to pay it.
 */
export function InstantBookingDialog({
  buddy,
  offers,
  open,
  onOpenChange,
  initialTime,
}: InstantBookingDialogProps) {
  const titles = Object.keys(offers);
  const [activity, setActivity] = useState(titles.length === 1 ? titles[0]! : '');
  const [minutes, setMinutes] = useState<number>(DEFAULT_SESSION_DURATION);
  const [time, setTime] = useState<Date | null>(initialTime ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const book = useBookInstantly();
  const now = useNow();

  const offer = offers[activity];
  const price = offer ? offerPrice(offer.rate, minutes).price : null;
  // Booked, the browser is on its way (to the checkout or the dashboard).
  const busy = book.isPending || book.isSuccess;

  const onBook = () => {
    if (!offer || !time) return setProblem(TEXTS.pickTime);
    setProblem(null);
    book.mutate(
      {
        buddy: buddy.id,
        activity: activity as ActivityTitle,
        startsAt: time.toISOString(),
        duration: minutes,
      },
      { onError: (error) => setProblem(failureText(error, INSTANT_BOOKING_TEXTS.failed)) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{TEXTS.title}</DialogTitle>
          <DialogDescription>{TEXTS.intro(buddy.name)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {problem && <FormAlert>{problem}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={TEXTS.activity}>
              <select
                className={selectClass}
                value={activity}
                onChange={(e) => setActivity(e.target.value)}
              >
                {titles.length > 1 && <option value="">—</option>}
                {titles.map((title) => (
                  <option key={title} value={title}>
                    {title}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={TEXTS.duration}>
              <select
                className={selectClass}
                value={minutes}
                onChange={(e) => setMinutes(Number(e.target.value))}
              >
                {SESSION_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {durationText(d)}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">{TEXTS.openTimes}</legend>
            <OpenTimesPicker buddySlug={buddy.id} minutes={minutes} value={time} onPick={setTime} />
          </fieldset>
          <dl className="grid gap-1 rounded-xl bg-stone-50 px-4 py-3">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-stone-700">{TEXTS.place}</dt>
              <dd className="text-right">
                <bdi>{offer?.location ?? '—'}</bdi>
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-stone-700">{TEXTS.price}</dt>
              <dd aria-live="polite" className="text-lg font-semibold">
                {price ?? '—'}
              </dd>
            </div>
          </dl>
          {time && time > now && (
            <p className="text-sm text-stone-700">{cancellationNotice(time, now)}</p>
          )}
          <p className="text-sm text-stone-700">{TEXTS.payNext}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {TEXTS.cancel}
              </Button>
            </DialogClose>
            <Button type="button" variant="accent" disabled={busy || !offer} onClick={onBook}>
              {busy ? TEXTS.booking : TEXTS.book}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
