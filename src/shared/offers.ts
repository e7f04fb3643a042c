import { rateText } from './pricing';

/** An activity a buddy offers, as stored: a catalogue title and a rate range in cents. */
export interface Offer {
  title: string;
  description: string;
  location: string;
  minCents: number;
  maxCents: number;
  /** Learners book its open times at once, without waiting for the buddy's answer. */
  instantBooking: boolean;
}

/** An offer as every screen shows it: the rate as text ('26/hour', '42–48/hour'). */
export interface OfferView {
  title: string;
  description: string;
  location: string;
  rate: string;
  instantBooking: boolean;
}

/** The one presenter of offers, for the API responses and the screens alike. */
export function presentOffer({
  title,
  description,
  location,
  minCents,
  maxCents,
  instantBooking,
}: Offer): OfferView {
  return {
    title,
    description,
    location,
    rate: rateText({ minCents, maxCents }),
    instantBooking,
  };
}

/** The lowest hourly rate of some offers, in cents: what a buddy's card says "from"; null for none. */
export const priceFromCents = (offers: readonly Pick<Offer, 'minCents'>[]): number | null =>
  offers.length > 0 ? Math.min(...offers.map((o) => o.minCents)) : null;

/** The spec's profile shape: a map from activity title to {description, location, rate, instantBooking}. */
export function offersByTitle(offers: readonly Offer[]): Record<string, Omit<OfferView, 'title'>> {
  return Object.fromEntries(
    offers.map((o) => {
      const { title, ...rest } = presentOffer(o);
      return [title, rest];
    }),
  );
}
