import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import type { BuddyMatch } from '@shared/matching-schemas';
import { matchesKey } from '../api/get-matches';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { MATCHES_FIRST_SHOWN, YourMatches } from './your-matches';

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
  teamNote: null,
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

  it('shows the first few, and the rest at the press of a button that hands on the focus', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({
      ...ANNA,
      id: `buddy-${i}`,
      name: `Buddy ${i}`,
    }));
    const { user } = renderWithApp(<YourMatches />, {
      signedIn: LEARNER,
      answers: answered(...twelve),
    });
    const profileLinks = () =>
      screen.getAllByRole('link', { name: /^Buddy \d+/ }).map((a) => a.getAttribute('href'));
    expect(profileLinks()).toEqual(
      twelve.slice(0, MATCHES_FIRST_SHOWN).map((m) => `/buddy/${m.id}`),
    );
    const showAll = screen.getByRole('button', { name: TEXTS.showAllMatches(12) });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    showAll.focus();
    await user.keyboard('{Enter}');
    expect(profileLinks()).toEqual(twelve.map((m) => `/buddy/${m.id}`));
    expect(screen.queryByRole('button', { name: TEXTS.showAllMatches(12) })).toBeNull();
    const fifth = screen
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.id === 'your-matches-list')[MATCHES_FIRST_SHOWN];
    expect(document.activeElement).toBe(fifth);
  });

  it('needs no button for a few matches', () => {
    renderWithApp(<YourMatches />, { signedIn: LEARNER, answers: answered(ANNA) });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows a pinned match's note as from the Buddies team", () => {
    renderWithApp(<YourMatches />, {
      signedIn: LEARNER,
      answers: answered({ ...ANNA, teamNote: 'Anna cooks Surinamese food, as you asked.' }),
    });
    const note = screen.getByRole('region', { name: TEXTS.teamNoteOn('Anna') });
    expect(note.textContent).toBe(`${TEXTS.fromYourTeam}Anna cooks Surinamese food, as you asked.`);
  });

  it('shows no team note on a match that is not pinned', () => {
    renderWithApp(<YourMatches />, { signedIn: LEARNER, answers: answered(ANNA) });
    expect(screen.queryByText(TEXTS.fromYourTeam)).toBeNull();
  });
});
