import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import type { BuddyCard as BuddyCardData } from '@shared/buddies';
import { BuddyCard } from './buddy-card';

const ADA: BuddyCardData = {
  id: 'ada',
  name: 'Ada Lovelace',
  photo: null,
  languages: ['English'],
  location: 'Amsterdam',
  description: 'I love long walks.',
  activities: [{ title: 'Coffee Chats', rate: '20/hour' }],
  rating: 4.9,
  reviewCount: 18,
  instantBooking: false,
  priceFromCents: 2000,
  sessionsHeld: 12,
  // Tuesday 1 December 2026, 18:00 in Amsterdam.
  nextOpenAt: '2026-12-01T17:00:00.000Z',
};

const facts = () =>
  within(screen.getByRole('list', { name: 'At a glance' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("a buddy's card", () => {
  it('shows the price from, the rating with its reviews, the sessions held and the next free time', () => {
    renderWithApp(<BuddyCard buddy={ADA} />);
    expect(facts()).toEqual([
      'From €20/hour',
      '4.9 ★ (18 reviews)',
      '12 sessions',
      'Next free: Tue 1 Dec, 18:00',
    ]);
  });

  it('says so when a buddy has no reviews, no sessions and no free time yet', () => {
    renderWithApp(
      <BuddyCard
        buddy={{
          ...ADA,
          rating: null,
          reviewCount: 0,
          sessionsHeld: 0,
          nextOpenAt: null,
          priceFromCents: 2250,
        }}
      />,
    );
    expect(facts()).toEqual([
      'From €22.50/hour',
      'No reviews yet',
      'No sessions yet',
      'No free time in the next 4 weeks',
    ]);
  });

  it('leaves the price out for a buddy without offers', () => {
    renderWithApp(
      <BuddyCard buddy={{ ...ADA, activities: [], priceFromCents: null, reviewCount: 1 }} />,
    );
    expect(facts()[0]).toBe('4.9 ★ (1 review)');
  });

  it('shows an Instant booking badge only for a buddy who offers it', () => {
    const { unmount } = renderWithApp(<BuddyCard buddy={ADA} />);
    expect(screen.queryByText('Instant booking')).toBeNull();
    unmount();
    renderWithApp(<BuddyCard buddy={{ ...ADA, instantBooking: true }} />);
    expect(screen.getByText('Instant booking')).toBeTruthy();
  });
});
