import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownLearnerProfileKey } from '@/hooks/use-own-learner-profile';
import { renderWithApp } from '@/testing/render-with-app';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { SiteHeader } from './site-header';

const PROFILE: LearnerProfile = {
  id: 'learner-1',
  username: 'lotte',
  fullName: 'Lotte Learner',
  email: 'lotte@example.com',
  role: 'learner',
  profilePhoto: null,
  avatarUrl: null,
  profileStatus: 'approved',
  isApproved: true,
  emailVerified: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  languageLearning: 'Dutch',
  proficiencyLevel: 'Intermediate',
  availability: null,
  availabilitySlots: [],
  bio: null,
  interests: null,
  age: null,
  gender: null,
  goals: [],
  activityIds: [],
  districts: [],
  budgetMaxCents: null,
};

describe('the header while the profile loads', () => {
  it('shows a pulsing placeholder until the profile arrives', async () => {
    const { queryClient } = renderWithApp(<SiteHeader />, {
      signedIn: { role: 'learner', userId: PROFILE.id, fullName: PROFILE.fullName },
      path: '/activities',
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelectorAll('.animate-pulse')).toHaveLength(1);
    expect(within(nav).getByText('Loading your account')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'My dashboard' })).toBe(null);
    expect(within(nav).queryByRole('link', { name: 'Login / Register' })).toBe(null);

    act(() => queryClient.setQueryData(ownLearnerProfileKey, PROFILE));
    expect(await within(nav).findByRole('link', { name: 'My dashboard' })).toBeTruthy();
    expect(nav.querySelectorAll('.animate-pulse')).toHaveLength(0);
  });
});
