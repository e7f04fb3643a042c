import { describe, expect, it } from 'vitest';
import {
  bikeMinutes,
  DISTRICTS,
  districtNames,
  districtOf,
  normaliseDistricts,
  travelText,
} from './districts';

const at = (id: string) => districtOf(id)!;

describe('DISTRICTS', () => {
  it('lists the 19 districts of decision 057 once each, inside Amsterdam and Weesp', () => {
    expect(DISTRICTS).toHaveLength(19);
    expect(new Set(DISTRICTS.map((d) => d.id)).size).toBe(19);
    for (const d of DISTRICTS) {
      expect(d.latitude).toBeGreaterThan(52.29);
      expect(d.latitude).toBeLessThan(52.43);
      expect(d.longitude).toBeGreaterThan(4.75);
      expect(d.longitude).toBeLessThan(5.07);
    }
  });
});

describe('bikeMinutes', () => {
  it('is 0 from a district to itself', () => {
    for (const d of DISTRICTS) expect(bikeMinutes(d, d)).toBe(0);
  });

  it('is the same both ways, in steps of 5 minutes, at least 5 between two districts', () => {
    for (const a of DISTRICTS)
      for (const b of DISTRICTS) {
        if (a === b) continue;
        const minutes = bikeMinutes(a, b);
        expect(minutes).toBe(bikeMinutes(b, a));
        expect(minutes % 5).toBe(0);
        expect(minutes).toBeGreaterThanOrEqual(5);
      }
  });

  it('estimates rides as a cyclist knows them', () => {
    // De Pijp to Oud-Zuid: about 1.5 km, a few minutes.
    expect(bikeMinutes(at('de-pijp'), at('oud-zuid'))).toBe(10);
    // Centrum to De Pijp: about 2 km.
    expect(bikeMinutes(at('centrum'), at('de-pijp'))).toBe(15);
    // Nieuw-West to IJburg crosses the city.
    expect(bikeMinutes(at('nieuw-west'), at('ijburg'))).toBeGreaterThanOrEqual(60);
  });
});

describe('travelText', () => {
  it('says "in your district" for 0 and the minutes by bike otherwise', () => {
    expect(travelText(0)).toBe('in your district');
    expect(travelText(10)).toBe('about 10 minutes by bike');
  });
});

describe('normaliseDistricts and districtNames', () => {
  it('keeps known ids once, in the list order, and names them', () => {
    expect(normaliseDistricts(['oud-zuid', 'de-pijp', 'mars', 'de-pijp'])).toEqual([
      'de-pijp',
      'oud-zuid',
    ]);
    expect(districtNames(['oud-zuid', 'de-pijp'])).toBe('De Pijp, Oud-Zuid');
  });
});
