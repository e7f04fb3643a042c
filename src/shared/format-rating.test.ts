import { describe, expect, it } from 'vitest';
import { formatRating } from './format-rating';

describe('formatRating', () => {
  it('writes one decimal, as the rating was always shown', () => {
    for (const rating of [1, 3.25, 4.86, 4.9, 5]) {
      expect(formatRating(rating)).toBe(rating.toFixed(1));
    }
  });
});
