import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import type { StaffMatches, SteeredLearner } from '@shared/matching-schemas';
import { learnerMatchesKey } from '../api/learner-matches';
import { steeredLearnersKey } from '../api/steered-learners';
import { MATCHING_TEXTS } from '../texts';
import { SteeredLearners } from './steered-learners';

const TEXTS = MATCHING_TEXTS.learners;
const EXPERT = { role: 'learning_expert', userId: 'expert-1', fullName: 'Ella Expert' } as const;
const LOTTE: SteeredLearner = {
  id: '4b1c3a52-9a8e-4d3e-8f57-2a4c6e0d9b11',
  fullName: 'Lotte de Boer',
  languageLearning: 'Dutch',
  proficiencyLevel: 'Advanced',
  goals: ['work', 'friends'],
  districts: ['de-pijp'],
  joinedAt: '2026-11-01T10:00:00.000Z',
};
const NEW_LEARNER: SteeredLearner = {
  ...LOTTE,
  id: '7d2e0b8c-1f3a-4c5d-9e6f-0a1b2c3d4e5f',
  fullName: 'Noor Nieuw',
  languageLearning: 'English',
  proficiencyLevel: null,
  goals: [],
  districts: [],
};
const listed = (q: string, ...learners: SteeredLearner[]) =>
  [
    [...steeredLearnersKey, q],
    { pages: [{ learners, before: null }], pageParams: [null] },
  ] as const;

describe("the learning expert's Learners tab", () => {
  it('shows skeleton rows while the learners load', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { container } = renderWithApp(<SteeredLearners />, { signedIn: EXPERT });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('says when they cannot be loaded', async () => {
    renderWithApp(<SteeredLearners />, { signedIn: EXPERT, offline: true });
    expect(await screen.findByText(TEXTS.loadFailed)).toBeTruthy();
  });

  it('says when there are no learners yet', () => {
    renderWithApp(<SteeredLearners />, { signedIn: EXPERT, answers: [listed('')] });
    expect(screen.getByText(TEXTS.none)).toBeTruthy();
  });

  it("lists each learner's name and their form in a line, and searches by name", async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return Response.json([LOTTE]);
    });
    const { user } = renderWithApp(<SteeredLearners />, {
      signedIn: EXPERT,
      answers: [listed('', NEW_LEARNER, LOTTE)],
    });
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Noor Nieuw',
      'Lotte de Boer',
    ]);
    expect(within(rows[0]!).getByText(`Practises English · ${TEXTS.notSaid}`)).toBeTruthy();
    expect(
      within(rows[1]!).getByText('Practises Dutch · Advanced · Work, Making friends · De Pijp'),
    ).toBeTruthy();
    expect(within(rows[1]!).getByText('Joined 1 Nov 2026')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: TEXTS.search }), 'lotte');
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(urls.at(-1)).toBe('/api/learners?q=lotte');
  });

  it('says when nobody has that name', async () => {
    vi.stubGlobal('fetch', async () => Response.json([]));
    const { user } = renderWithApp(<SteeredLearners />, {
      signedIn: EXPERT,
      answers: [listed('', LOTTE)],
    });
    await user.type(screen.getByRole('searchbox', { name: TEXTS.search }), 'zzz');
    expect(await screen.findByText(TEXTS.noneFound)).toBeTruthy();
  });

  it("opens a learner's matches by their button", async () => {
    const matches: StaffMatches = { matches: [], overrides: [] };
    const { user } = renderWithApp(<SteeredLearners />, {
      signedIn: EXPERT,
      answers: [listed('', LOTTE), [[...learnerMatchesKey, LOTTE.id], matches]],
    });
    await user.click(screen.getByRole('button', { name: TEXTS.matchesOf('Lotte de Boer') }));
    const dialog = screen.getByRole('dialog', { name: 'Lotte de Boer' });
    expect(
      within(dialog).getByRole('heading', { name: MATCHING_TEXTS.matches.title }),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('form', { name: MATCHING_TEXTS.matches.pinAnother }),
    ).toBeTruthy();
  });
});
