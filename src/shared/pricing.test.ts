import { describe, expect, it } from 'vitest';
import {
  buddyEarningsCents,
  learnerPriceCents,
  offerPrice,
  parseRateText,
  rateText,
} from './pricing';
import { formatEuros } from './format-money';

describe('rate text', () => {
  it('writes a single rate and a range', () => {
    expect(rateText({ minCents: 2600, maxCents: 2600 })).toBe('26/hour');
    expect(rateText({ minCents: 4200, maxCents: 4800 })).toBe('42–48/hour');
    expect(rateText({ minCents: 2250, maxCents: 2250 })).toBe('22.50/hour');
  });

  it('reads what it writes, and the forms people type', () => {
    expect(parseRateText('26/hour')).toEqual({ minCents: 2600, maxCents: 2600 });
    expect(parseRateText('42–48/hour')).toEqual({ minCents: 4200, maxCents: 4800 });
    expect(parseRateText('42-48')).toEqual({ minCents: 4200, maxCents: 4800 });
    expect(parseRateText(' 25 ')).toEqual({ minCents: 2500, maxCents: 2500 });
    expect(parseRateText('22,50')).toEqual({ minCents: 2250, maxCents: 2250 });
  });

  it('rejects nonsense and reversed ranges', () => {
    expect(parseRateText('')).toBeNull();
    expect(parseRateText('cheap')).toBeNull();
    expect(parseRateText('48-42')).toBeNull();
  });
});

describe('prices', () => {
  it('charges the midpoint of a range pro rata', () => {
    expect(learnerPriceCents({ minCents: 4200, maxCents: 4800 }, 60)).toBe(4500);
    expect(learnerPriceCents({ minCents: 2600, maxCents: 2600 }, 90)).toBe(3900);
    expect(learnerPriceCents({ minCents: 2500, maxCents: 2500 }, 30)).toBe(1250);
  });

  it('pays the buddy 80%', () => {
    expect(buddyEarningsCents(4500)).toBe(3600);
  });

  it('formats euros with two decimals', () => {
    expect(formatEuros(4500)).toBe('€45.00');
    expect(formatEuros(1250)).toBe('€12.50');
  });
});

describe('offerPrice', () => {
  it("shows a learner the rate and a session's price", () => {
    expect(offerPrice('42–48/hour', 60)).toEqual({ rate: '€42–48/hour', price: '€45.00' });
    expect(offerPrice('26/hour', 90)).toEqual({ rate: '€26/hour', price: '€39.00' });
    expect(offerPrice('ask me', 60)).toEqual({ rate: '€ask me', price: null });
  });
});
