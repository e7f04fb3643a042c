import { describe, expect, it } from 'vitest';
import { normaliseLanguages } from './languages';

describe('normaliseLanguages', () => {
  it('keeps known languages once, in catalogue order', () => {
    expect(normaliseLanguages(['Dutch', 'English', 'Dutch'])).toEqual(['English', 'Dutch']);
    expect(normaliseLanguages(['Dutch', 'Klingon'])).toEqual(['Dutch']);
  });

  it('falls back to English rather than nothing', () => {
    expect(normaliseLanguages([])).toEqual(['English']);
  });
});
