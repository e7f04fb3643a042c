import { MapPin, MessageCircleQuestion, Zap } from 'lucide-react';
import type { PublicBuddy } from '@shared/buddies';
import { offerPrice } from '@shared/pricing';
import { BUDDIES_TEXTS } from '../texts';

/** The session length the learner's example price is worked out for. */
const EXAMPLE_MINUTES = 60;

export function ActivityOfferCard({
  title,
  offer,
}: {
  title: string;
  offer: PublicBuddy['activities'][string];
}) {
  const { rate, price } = offerPrice(offer.rate, EXAMPLE_MINUTES);
  return (
    <article className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h3 className="text-xl font-semibold">{title}</h3>
      <p dir="auto" className="mt-2 text-stone-700">
        {offer.description}
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm font-medium text-stone-800">
        {offer.instantBooking ? (
          <Zap className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        ) : (
          <MessageCircleQuestion className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        )}
        {offer.instantBooking ? BUDDIES_TEXTS.instantBooking : BUDDIES_TEXTS.requestToBook}
      </p>
      <p className="mt-2 mb-4 flex items-center gap-2 text-sm text-stone-700">
        <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="sr-only">{BUDDIES_TEXTS.location}: </span>
        <bdi>{offer.location}</bdi>
      </p>
      <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-stone-200 pt-4">
        <p className="text-lg font-semibold text-brand-800">{rate}</p>
        {price && (
          <p className="text-sm text-stone-700">{BUDDIES_TEXTS.priceFor(price, EXAMPLE_MINUTES)}</p>
        )}
      </div>
    </article>
  );
}
