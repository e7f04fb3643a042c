import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ownLearnerProfileKey } from '@/hooks/use-own-learner-profile';
import { renderWithApp } from '@/testing/render-with-app';
import { MATCHING_FORM_TEXTS } from '@shared/matching-form';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { WelcomeStep } from './welcome-step';

const LEARNER = { role: 'learner', userId: 'learner-1', fullName: 'Wendy Welcome' } as const;
const PROFILE: LearnerProfile = {
  id: LEARNER.userId,
  username: 'wendy',
  fullName: LEARNER.fullName,
  email: 'wendy@example.com',
  role: 'learner',
  profilePhoto: null,
  avatarUrl: null,
  profileStatus: 'approved',
  isApproved: true,
  emailVerified: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  languageLearning: 'English',
  proficiencyLevel: 'Advanced',
  availability: null,
  availabilitySlots: ['Evening_1'],
  bio: null,
  interests: null,
  age: null,
  gender: null,
  goals: ['work'],
  activityIds: [],
  districts: ['de-pijp'],
  budgetMaxCents: null,
};
const answered = [[ownLearnerProfileKey, PROFILE] as const];

/** The server: answers every PUT with `status` and `body`, keeping what was sent. */
function server(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    sent.push(JSON.parse(init.body as string));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const form = () => screen.getByRole('form', { name: 'Tell us what suits you' });

describe('the step after sign-up: what suits the learner', () => {
  it('shows a skeleton while the profile loads, and says so when it cannot', async () => {
    const { unmount } = renderWithApp(<WelcomeStep />, { signedIn: LEARNER });
    expect(screen.getByRole('status').textContent).toBe('Loading your profile…');
    unmount();
    renderWithApp(<WelcomeStep />, { signedIn: LEARNER, offline: true });
    expect(await screen.findByText('We could not load your profile')).toBeTruthy();
  });

  it('starts from the profile, in labelled groups, with a way to skip', () => {
    renderWithApp(<WelcomeStep />, { signedIn: LEARNER, answers: answered });
    expect((screen.getByLabelText('Your level') as HTMLSelectElement).value).toBe('Advanced');
    const goals = within(screen.getByRole('group', { name: 'What do you want to practise for?' }));
    expect(goals.getByRole('checkbox', { name: 'Work' }).getAttribute('aria-checked')).toBe('true');
    const districts = within(screen.getByRole('group', { name: 'Districts that suit you' }));
    expect(districts.getAllByRole('checkbox')).toHaveLength(19);
    expect(districts.getByRole('checkbox', { name: 'De Pijp' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const times = within(screen.getByRole('group', { name: 'When are you usually free?' }));
    expect(
      times.getByRole('checkbox', { name: 'Tuesday evening' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe(
      '/learner/dashboard',
    );
  });

  it('asks for a budget in range before sending anything', async () => {
    const sent = server(200, PROFILE);
    const { user } = renderWithApp(<WelcomeStep />, { signedIn: LEARNER, answers: answered });
    await user.type(screen.getByLabelText(/Your budget per hour/), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(form()).getByText(MATCHING_FORM_TEXTS.budget)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends every answer at once, the budget in cents', async () => {
    const sent = server(200, PROFILE);
    const { user } = renderWithApp(<WelcomeStep />, { signedIn: LEARNER, answers: answered });
    await user.selectOptions(screen.getByLabelText('Your level'), '');
    await user.click(screen.getByRole('checkbox', { name: 'Making friends' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cooking' }));
    await user.click(screen.getByRole('checkbox', { name: 'Oud-Zuid' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saturday morning' }));
    await user.type(screen.getByLabelText(/Your budget per hour/), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      proficiencyLevel: null,
      goals: ['work', 'friends'],
      activityIds: ['cooking'],
      districts: ['de-pijp', 'oud-zuid'],
      budgetMaxCents: 3000,
      availabilitySlots: ['Morning_5', 'Evening_1'],
    });
  });

  it("shows the server's refusal in the form", async () => {
    server(400, { error: MATCHING_FORM_TEXTS.tooManyDistricts });
    const { user } = renderWithApp(<WelcomeStep />, { signedIn: LEARNER, answers: answered });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(form()).findByText(MATCHING_FORM_TEXTS.tooManyDistricts)).toBeTruthy();
  });
});
