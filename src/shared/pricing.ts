import { formatEuros } from './format-money';

/**
 * Money is integer euro cents everywhere. A buddy's rate is a range (min = max for a single rate);
 * the learner pays the midpoint of the range pro rata for the session length (SPEC section 9).
 */

export const BUDDY_SHARE = 0.8;
/** A new buddy's rate until they set their own (SPEC section 9), in euros per hour. */
export const DEFAULT_HOURLY_RATE = 25;

export interface RateRange {
  minCents: number;
  maxCents: number;
}

function euros(cents: number): string {
  const value = cents / 100;
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** '26/hour' for a single rate, '42–48/hour' for a range. */
export function rateText({ minCents, maxCents }: RateRange): string {
  return minCents === maxCents
    ? `${euros(minCents)}/hour`
    : `${euros(minCents)}–${euros(maxCents)}/hour`;
}

/** Parses '26/hour', '26', '42-48/hour' or '42–48/hour' (euros). Returns null when malformed. */
export function parseRateText(text: string): RateRange | null {
  const match =
    /^\s*(\d+(?:[.,]\d{1,2})?)\s*(?:[-–]\s*(\d+(?:[.,]\d{1,2})?))?\s*(?:\/\s*hour)?\s*$/.exec(text);
  if (!match?.[1]) return null;
  const toCents = (s: string) => Math.round(Number(s.replace(',', '.')) * 100);
  const minCents = toCents(match[1]);
  const maxCents = match[2] ? toCents(match[2]) : minCents;
  return maxCents >= minCents ? { minCents, maxCents } : null;
}

export function midpointCents({ minCents, maxCents }: RateRange): number {
  return Math.round((minCents + maxCents) / 2);
}

/** What the learner pays for a session of `minutes` at this rate. */
export function learnerPriceCents(rate: RateRange, minutes: number): number {
  return Math.round((midpointCents(rate) * minutes) / 60);
}

/** What the buddy earns from a learner price. */
export function buddyEarningsCents(learnerPrice: number): number {
  return Math.round(learnerPrice * BUDDY_SHARE);
}

/** A rate text as a reader reads it: '€26/hour', '€42–48/hour'. */
export const rateLabel = (rate: string) => `€${rate}`;

/**
 * An offer's rate as a learner reads it, '€42–48/hour', and the price of a session of `minutes`
 * at that rate ('€45.00'; null when the rate text does not parse).
 */
export function offerPrice(rate: string, minutes: number): { rate: string; price: string | null } {
  const range = parseRateText(rate);
  return { rate: rateLabel(rate), price: range && formatEuros(learnerPriceCents(range, minutes)) };
}
