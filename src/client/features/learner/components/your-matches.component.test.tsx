import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import type { BuddyMatch } from '@shared/matching-schemas';
import { matchesKey } from '../api/get-matches';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { YourMatches } from './your-matches';

const LEARNER = { role: 'learner', userId: 'learner-1', fullName: 'Lotte Learner' } as const;
const ANNA: BuddyMatch = {
  id: 'anna',
  name: 'Anna',
  photo: null,
  languages: ['English'],
  location: 'De Pijp',
  description: 'I love long walks.',
  activities: [{ title: 'Cooking', rate: '25/hour' }],
  rating: 4.8,
  reviewCount: 12,
  priceFromCents: 2500,
  sessionsHeld: 3,
  nextOpenAt: '2026-12-01T17:00:00.000Z',
  reasons: ['Free on Tuesday evenings like you', 'Also likes Cooking'],
  instantBooking: true,
};
const answered = (...matches: BuddyMatch[]) => [[matchesKey, matches]] as const;

describe('Your matches', () => {
  it('says it is loading while the matches load', () => {
    renderWithApp(<YourMatches />, { signedIn: LEARNER });
    expect(screen.getByRole('status').textContent).toBe(TEXTS.loadingMatches);
  });

  it('asks the learner to tell what suits them when there are none', () => {
    renderWithApp(<YourMatches />, { signedIn: LEARNER, answers: answered() });
    expect(screen.getByText(TEXTS.noMatches, { exact: false })).toBeTruthy();
    const link = screen.getByRole('link', { name: TEXTS.tellUs });
    expect(link.getAttribute('href')).toBe('/learner/welcome');
  });

  it("shows a match's reasons and books one that books at once in one click", () => {
    renderWithApp(<YourMatches />, { signedIn: LEARNER, answers: answered(ANNA) });
    const reasons = screen.getByRole('list', { name: TEXTS.whyMatched('Anna') });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(ANNA.reasons);
    expect(screen.getByRole('link', { name: TEXTS.bookWith('Anna') }).getAttribute('href')).toBe(
      `/buddy/anna?book=${encodeURIComponent(ANNA.nextOpenAt!)}`,
    );
    expect(screen.getByText('Next free: Tue 1 Dec, 18:00')).toBeTruthy();
  });

  it('proposes to a buddy who does not book at once', () => {
    renderWithApp(<YourMatches />, {
      signedIn: LEARNER,
      answers: answered({ ...ANNA, instantBooking: false }),
    });
    expect(
      screen.getByRole('link', { name: TEXTS.sendProposalTo('Anna') }).getAttribute('href'),
    ).toBe(`/messages?buddy=anna&propose=1&time=${encodeURIComponent(ANNA.nextOpenAt!)}`);
  });
});
