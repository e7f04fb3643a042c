import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import type { BuddyCard } from '@shared/buddies';
import type { StaffMatches } from '@shared/matching-schemas';
import { learnerMatchesKey } from '../api/learner-matches';
import { MATCHING_TEXTS as TEXTS } from '../texts';
import { LearnerMatches } from './learner-matches';

const EXPERT = { role: 'learning_expert', userId: 'expert-1', fullName: 'Ella Expert' } as const;
const LEARNER_ID = '4b1c3a52-9a8e-4d3e-8f57-2a4c6e0d9b11';
const card = (id: string, name: string): BuddyCard => ({
  id,
  name,
  photo: null,
  languages: ['Dutch'],
  location: 'De Pijp',
  description: 'I love long walks.',
  activities: [{ title: 'Cooking', rate: '25/hour' }],
  rating: null,
  reviewCount: 0,
  priceFromCents: 2500,
  sessionsHeld: 0,
  nextOpenAt: null,
  instantBooking: false,
});
const NOTHING_YET: StaffMatches = { matches: [], overrides: [] };

/**
 * The server: the buddies list answers `found` for any search, a PUT answers 204; what was
 * asked and sent is kept.
 */
function server(found: BuddyCard[] | 'down') {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url,
      ...(init.body !== undefined && { body: JSON.parse(init.body as string) }),
    });
    if (method === 'PUT') return new Response(null, { status: 204 });
    if (url.startsWith('/api/buddies-with-languages') && found !== 'down') {
      return Response.json(found);
    }
    return Response.json({ error: 'Something went wrong' }, { status: 500 });
  });
  return calls;
}

const another = () => screen.getByRole('form', { name: TEXTS.matches.pinAnother });
const render = (language: string | null = 'Dutch') =>
  renderWithApp(<LearnerMatches learnerId={LEARNER_ID} language={language} />, {
    signedIn: EXPERT,
    answers: [[[...learnerMatchesKey, LEARNER_ID], NOTHING_YET]],
  });

describe('the buddy picker of "Pin another buddy"', () => {
  it('asks for part of a name first, and asks nothing of the server before', () => {
    const calls = server([]);
    render();
    const form = within(another());
    expect(form.getByRole('searchbox', { name: TEXTS.picker.search })).toBeTruthy();
    expect(form.getByText(TEXTS.picker.searchHint('Dutch'))).toBeTruthy();
    expect(form.getByRole('status').textContent).toBe(TEXTS.picker.typeToSearch);
    expect(calls).toEqual([]);
  });

  it("finds listed buddies by name in the learner's language, announces how many, and pins the one chosen with the note", async () => {
    const calls = server([card('mia', 'Mia de Vries'), card('miro', 'Miro Bakker')]);
    const { user } = render();
    const form = within(another());
    await user.type(form.getByRole('searchbox', { name: TEXTS.picker.search }), 'mi');
    const buddies = within(form.getByRole('group', { name: TEXTS.picker.buddy }));
    expect(await buddies.findByRole('radio', { name: /Miro Bakker/ })).toBeTruthy();
    expect(form.getByRole('status').textContent).toBe(TEXTS.picker.found(2));
    const search = new URL(calls.at(-1)!.url, 'http://localhost').searchParams;
    expect(Object.fromEntries(search)).toEqual({ q: 'mi', language: 'dutch', limit: '8' });

    await user.click(buddies.getByRole('radio', { name: /Miro Bakker/ }));
    await user.type(form.getByLabelText(TEXTS.matches.note), 'He cooks Surinamese food too.');
    await user.click(form.getByRole('button', { name: TEXTS.matches.save }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/users/${LEARNER_ID}/matches/miro`,
      body: { kind: 'pin', note: 'He cooks Surinamese food too.' },
    });
    // Done: a fresh picker for the next one.
    await vi.waitFor(() =>
      expect(
        (
          within(another()).getByRole('searchbox', {
            name: TEXTS.picker.search,
          }) as HTMLInputElement
        ).value,
      ).toBe(''),
    );
  });

  it('chooses by keyboard: the buddies found are one radio group', async () => {
    server([card('mia', 'Mia de Vries'), card('miro', 'Miro Bakker')]);
    const { user } = render();
    const form = within(another());
    await user.type(form.getByRole('searchbox', { name: TEXTS.picker.search }), 'mi');
    const first = await form.findByRole('radio', { name: /Mia de Vries/ });
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect((form.getByRole('radio', { name: /Miro Bakker/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('says when nobody is found, and when the search fails', async () => {
    server([]);
    const { user, unmount } = render();
    await user.type(within(another()).getByRole('searchbox', { name: TEXTS.picker.search }), 'zzz');
    await vi.waitFor(() =>
      expect(within(another()).getByRole('status').textContent).toBe(TEXTS.picker.noneFound),
    );
    unmount();
    server('down');
    const again = render();
    await again.user.type(
      within(another()).getByRole('searchbox', { name: TEXTS.picker.search }),
      'mia',
    );
    await vi.waitFor(
      () =>
        expect(within(another()).getByRole('status').textContent).toBe(TEXTS.picker.searchFailed),
      { timeout: 5000 },
    );
  });

  it('asks to choose a buddy and write a note before sending anything; English when the language is not known', async () => {
    const calls = server([card('mia', 'Mia de Vries')]);
    const { user } = render(null);
    const form = within(another());
    expect(form.getByText(TEXTS.picker.searchHint('English'))).toBeTruthy();
    await user.click(form.getByRole('button', { name: TEXTS.matches.save }));
    expect(form.getByText(TEXTS.picker.chooseBuddy)).toBeTruthy();
    expect(form.getByText('Write the learner a note to go with the pin')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
