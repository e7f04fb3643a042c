import { describe, expect, it } from 'vitest';
import { SEED_BUDDIES } from './seed-data';
import { activityByTitle } from '../../shared/catalogue';
import { parseRateText } from '../../shared/pricing';
import { firstSentence } from '../../shared/text';
import { BUDDY_DESCRIPTION_MIN } from '../../shared/field-rules';
import { normaliseDistricts } from '../../shared/districts';

describe('bundled buddies', () => {
  it('are 10 with unique slug ids and local portraits', () => {
    expect(SEED_BUDDIES).toHaveLength(10);
    expect(new Set(SEED_BUDDIES.map((b) => b.slug)).size).toBe(10);
    for (const b of SEED_BUDDIES) expect(b.slug).toMatch(/^[a-z]+$/);
  });

  it('follow the registration rules', () => {
    for (const b of SEED_BUDDIES) {
      expect(b.description.length).toBeGreaterThanOrEqual(BUDDY_DESCRIPTION_MIN);
      expect(Object.keys(b.activities).length).toBeGreaterThan(0);
      expect(b.languages).toContain('English');
      expect(firstSentence(b.description).length).toBeLessThan(b.description.length);
    }
  });

  it('offer catalogue activities at 22 to 48 euro per hour', () => {
    for (const b of SEED_BUDDIES) {
      for (const [title, [, , rate]] of Object.entries(b.activities)) {
        expect(activityByTitle(title), title).toBeDefined();
        const range = parseRateText(rate);
        expect(range, rate).not.toBeNull();
        expect(range!.minCents).toBeGreaterThanOrEqual(2200);
        expect(range!.maxCents).toBeLessThanOrEqual(4800);
      }
    }
    const ranges = SEED_BUDDIES.flatMap((b) => Object.values(b.activities).map(([, , r]) => r));
    expect(ranges.some((r) => r.includes('–'))).toBe(true);
  });

  it('meet in one to three districts of Amsterdam (decision 057)', () => {
    for (const b of SEED_BUDDIES) {
      expect(b.districts.length, b.slug).toBeGreaterThanOrEqual(1);
      expect(b.districts.length, b.slug).toBeLessThanOrEqual(3);
      expect(normaliseDistricts(b.districts), b.slug).toEqual(b.districts);
    }
  });

  it('have a few reviews with ratings from 1 to 5', () => {
    const reviews = SEED_BUDDIES.flatMap((b) => b.reviews);
    expect(reviews.length).toBeGreaterThanOrEqual(5);
    for (const r of reviews) expect(r.rating).toBeGreaterThanOrEqual(1);
  });
});
