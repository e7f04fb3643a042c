import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { buddiesQueryOptions, type BuddyFilters } from '../api/get-buddies';
import { BUDDIES_TEXTS } from '../texts';
import { BuddyResults } from './buddy-results';

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

/** The list as the server answered it for `filters`: no buddy. */
const none = (filters: BuddyFilters) =>
  [
    [
      buddiesQueryOptions(filters).queryKey,
      { pages: [{ buddies: [], nextCursor: null }], pageParams: [null] },
    ],
  ] as const;

describe('the buddies list', () => {
  it('shows six card skeletons, marked busy, while it loads', () => {
    renderWithApp(<BuddyResults filters={EVERY} onClear={() => {}} />, { signedIn: LEARNER });
    const grid = screen.getByRole('list');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('says it could not load them, with a way to ask again', async () => {
    renderWithApp(<BuddyResults filters={EVERY} onClear={() => {}} />, {
      signedIn: LEARNER,
      offline: true,
    });
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'We could not load the buddies' })).toBeTruthy();
    expect(alert.textContent).toContain('Please check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers to clear the filters when no buddy offers those activities', async () => {
    const filters: BuddyFilters = { ...EVERY, activities: ['Cooking'] };
    const onClear = vi.fn();
    const { user } = renderWithApp(<BuddyResults filters={filters} onClear={onClear} />, {
      signedIn: LEARNER,
      answers: none(filters),
    });
    expect(screen.getByRole('heading', { name: BUDDIES_TEXTS.noMatch })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: BUDDIES_TEXTS.clearFilters }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it.each<[string, Partial<BuddyFilters>]>([
    ['meets in those districts', { districts: ['weesp'] }],
    ['offers instant booking', { instant: true }],
  ])('offers to clear the filters when no buddy %s', async (_, chosen) => {
    const filters: BuddyFilters = { ...EVERY, ...chosen };
    const onClear = vi.fn();
    const { user } = renderWithApp(<BuddyResults filters={filters} onClear={onClear} />, {
      signedIn: LEARNER,
      answers: none(filters),
    });
    expect(screen.getByRole('heading', { name: BUDDIES_TEXTS.noMatch })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: BUDDIES_TEXTS.clearFilters }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('tells a learner of Dutch that its buddies are coming soon, and to sign up for news', () => {
    const filters: BuddyFilters = { ...EVERY, language: 'dutch' };
    renderWithApp(<BuddyResults filters={filters} onClear={() => {}} />, {
      signedIn: LEARNER,
      answers: none(filters),
    });
    expect(screen.getByRole('heading', { name: BUDDIES_TEXTS.dutchComingSoon })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: BUDDIES_TEXTS.signUpForNews }).getAttribute('href'),
    ).toBe('/login?tab=signup');
  });

  it('says there are no buddies yet when none is listed', () => {
    renderWithApp(<BuddyResults filters={EVERY} onClear={() => {}} />, {
      signedIn: LEARNER,
      answers: none(EVERY),
    });
    expect(screen.getByRole('heading', { name: 'No buddies yet' })).toBeTruthy();
  });
});
