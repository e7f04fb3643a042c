import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES } from './catalogue';
import { DISTRICT_IDS } from './districts';
import {
  bayesianRating,
  byMatch,
  matchOf,
  rankBuddies,
  slotsMask,
  type MatchBuddy,
  type MatchLearner,
} from './matching';
import { ALL_DAY_PARTS, dayPartBit } from './open-time-summaries';

const at = new Date('2026-11-28T12:00:00Z');
const longAgo = new Date('2025-01-01T00:00:00Z');

const learner: MatchLearner = {
  language: 'English',
  freeDayParts: slotsMask(['Evening_1', 'Morning_5']),
  activityIds: ['cooking', 'coffee-chats'],
  districts: ['oud-zuid'],
  budgetMaxCents: 3000,
};

const buddy = (over: Partial<MatchBuddy> = {}): MatchBuddy => ({
  slug: 'anna',
  languages: ['English'],
  openDayParts: 0,
  activityIds: [],
  districts: [],
  rating: null,
  reviewCount: 0,
  priceFromCents: null,
  joinedAt: longAgo,
  ...over,
});

describe('slotsMask', () => {
  it('reads the grid (day 0 Monday) as the open-time summaries mark day parts', () => {
    expect(slotsMask(['Morning_0'])).toBe(dayPartBit(0, 'morning'));
    expect(slotsMask(['Evening_1', 'Afternoon_6'])).toBe(
      dayPartBit(1, 'evening') | dayPartBit(6, 'afternoon'),
    );
    expect(slotsMask([])).toBe(0);
  });
});

describe('matchOf', () => {
  it('says why in the product words, strongest first, at most three', () => {
    const match = matchOf(
      learner,
      buddy({
        openDayParts: learner.freeDayParts,
        activityIds: ['cooking', 'coffee-chats'],
        districts: ['de-pijp'],
        priceFromCents: 2500,
      }),
      at,
    );
    expect(match.reasons).toEqual([
      'Free on Tuesday evenings like you',
      'Also likes Coffee Chats',
      'Meets in De Pijp, about 10 minutes by bike from you',
    ]);
  });

  it('says a shared district and the budget', () => {
    const match = matchOf(learner, buddy({ districts: ['oud-zuid'], priceFromCents: 3000 }), at);
    expect(match.reasons).toEqual(['Meets in Oud-Zuid, in your district', 'Within your budget']);
  });

  it('gives no reasons where nothing is in common', () => {
    expect(matchOf(learner, buddy({ priceFromCents: 5000 }), at).reasons).toEqual([]);
  });

  it('lets fifty 4.8s beat one 5-star review', () => {
    expect(bayesianRating(4.8, 50)).toBeGreaterThan(bayesianRating(5, 1));
    const many = matchOf(learner, buddy({ rating: 4.8, reviewCount: 50 }), at);
    const one = matchOf(learner, buddy({ rating: 5, reviewCount: 1 }), at);
    expect(many.score).toBeGreaterThan(one.score);
  });

  it('gives new buddies a small bonus that is gone after 30 days', () => {
    const fresh = matchOf(learner, buddy({ joinedAt: new Date('2026-11-20T12:00:00Z') }), at);
    const month = matchOf(learner, buddy({ joinedAt: new Date('2026-10-29T12:00:00Z') }), at);
    const old = matchOf(learner, buddy(), at);
    expect(fresh.score).toBeGreaterThan(old.score);
    expect(month.score).toBe(old.score);
  });

  it('prefers a buddy who speaks the learner language', () => {
    const dutch = matchOf(learner, buddy({ languages: ['Dutch'] }), at);
    expect(matchOf(learner, buddy(), at).score).toBeGreaterThan(dutch.score);
  });

  it('prefers a price within the budget to one above it', () => {
    const within = matchOf(learner, buddy({ priceFromCents: 3000 }), at);
    const above = matchOf(learner, buddy({ priceFromCents: 4500 }), at);
    expect(within.score).toBeGreaterThan(above.score);
  });
});

const arbitraryBuddy = fc.record({
  slug: fc.stringMatching(/^[a-z]{1,8}$/),
  languages: fc.subarray(['English', 'Dutch']),
  openDayParts: fc.integer({ min: 0, max: ALL_DAY_PARTS }),
  activityIds: fc.subarray(ACTIVITIES.map((a) => a.id)),
  districts: fc.subarray([...DISTRICT_IDS], { maxLength: 3 }),
  rating: fc.option(fc.double({ min: 1, max: 5, noNaN: true })),
  reviewCount: fc.nat(200),
  priceFromCents: fc.option(fc.integer({ min: 1000, max: 10000 })),
  joinedAt: fc.date({ min: longAgo, max: at, noInvalidDate: true }),
});

const arbitraryLearner = fc.record({
  language: fc.constantFrom('English' as const, 'Dutch' as const),
  freeDayParts: fc.integer({ min: 0, max: ALL_DAY_PARTS }),
  activityIds: fc.subarray(ACTIVITIES.map((a) => a.id)),
  districts: fc.subarray([...DISTRICT_IDS], { maxLength: 3 }),
  budgetMaxCents: fc.option(fc.integer({ min: 1000, max: 10000 })),
});

describe('rankBuddies (properties)', () => {
  it('never ranks a buddy with no overlap above the same buddy with an overlap', () => {
    fc.assert(
      fc.property(arbitraryLearner, arbitraryBuddy, (l, b) => {
        fc.pre(l.freeDayParts !== 0);
        const without = { ...b, slug: 'a', openDayParts: b.openDayParts & ~l.freeDayParts };
        const common = l.freeDayParts & -l.freeDayParts;
        const withOverlap = { ...b, slug: 'b', openDayParts: without.openDayParts | common };
        const [first] = rankBuddies(l, [without, withOverlap], at);
        expect(first?.buddy.slug).toBe('b');
      }),
    );
  });

  it('never lowers a score for one more shared activity', () => {
    fc.assert(
      fc.property(arbitraryLearner, arbitraryBuddy, (l, b) => {
        const missing = l.activityIds.find((id) => !b.activityIds.includes(id));
        fc.pre(missing !== undefined);
        const more = { ...b, activityIds: [...b.activityIds, missing!] };
        expect(matchOf(l, more, at).score).toBeGreaterThanOrEqual(matchOf(l, b, at).score);
      }),
    );
  });

  it('orders totally and stably: the same order from any order of the same buddies', () => {
    fc.assert(
      fc.property(
        arbitraryLearner,
        fc.uniqueArray(arbitraryBuddy, { selector: (b) => b.slug, maxLength: 12 }),
        (l, buddies) => {
          const slugs = rankBuddies(l, buddies, at).map((m) => m.buddy.slug);
          const reversed = rankBuddies(l, [...buddies].reverse(), at).map((m) => m.buddy.slug);
          expect(reversed).toEqual(slugs);
          const matches = buddies.map((b) => matchOf(l, b, at));
          for (const a of matches) {
            for (const b of matches) {
              if (a !== b) expect(byMatch(a, b)).not.toBe(0);
              expect(Math.sign(byMatch(a, b)) + Math.sign(byMatch(b, a))).toBe(0);
            }
          }
        },
      ),
    );
  });

  it('keeps every score within the sum of the weights and at most three reasons', () => {
    fc.assert(
      fc.property(arbitraryLearner, arbitraryBuddy, (l, b) => {
        const match = matchOf(l, b, at);
        expect(match.score).toBeGreaterThanOrEqual(0);
        expect(match.score).toBeLessThanOrEqual(105);
        expect(match.reasons.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});
