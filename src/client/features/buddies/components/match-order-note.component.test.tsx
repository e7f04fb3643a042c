import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import type { BuddyCard } from '@shared/buddies';
import { buddiesQueryOptions, type BuddyFilters } from '../api/get-buddies';
import { BUDDIES_TEXTS } from '../texts';
import { MatchOrderNote } from './match-order-note';

const LEARNER = { role: 'learner', userId: 'learner-1', fullName: 'Lotte Learner' } as const;
const EVERY: BuddyFilters = {
  activities: [],
  language: 'english',
  sort: 'recommended',
  days: [],
  parts: [],
  priceMin: null,
  priceMax: null,
  districts: [],
  instant: false,
};
const ANNA: BuddyCard = {
  id: 'anna',
  name: 'Anna',
  photo: null,
  languages: ['English'],
  location: 'De Pijp',
  description: 'I love long walks.',
  activities: [],
  rating: null,
  reviewCount: 0,
  instantBooking: false,
  priceFromCents: 2500,
  sessionsHeld: 0,
  nextOpenAt: null,
};

/** The list as the server answered it for `filters`: Anna, in the learner's match order or not. */
const anna = (filters: BuddyFilters, inMatchOrder: boolean) =>
  [
    [
      buddiesQueryOptions(filters).queryKey,
      { pages: [{ buddies: [ANNA], nextCursor: null, inMatchOrder }], pageParams: [null] },
    ],
  ] as const;

describe('the note beside the sort', () => {
  it("says so when the page is in the learner's match order", () => {
    renderWithApp(<MatchOrderNote filters={EVERY} />, {
      signedIn: LEARNER,
      answers: anna(EVERY, true),
    });
    expect(screen.getByText(BUDDIES_TEXTS.inMatchOrder)).toBeTruthy();
  });

  it.each<[string, BuddyFilters, boolean | undefined]>([
    ["in everyone's order", EVERY, false],
    ['still loading', EVERY, undefined],
    ['under another sort', { ...EVERY, sort: 'price' }, true],
  ])('says nothing of a list %s', (_, filters, inMatchOrder) => {
    renderWithApp(<MatchOrderNote filters={filters} />, {
      signedIn: LEARNER,
      ...(inMatchOrder === undefined ? {} : { answers: anna(filters, inMatchOrder) }),
    });
    expect(screen.queryByText(BUDDIES_TEXTS.inMatchOrder)).toBeNull();
  });
});
