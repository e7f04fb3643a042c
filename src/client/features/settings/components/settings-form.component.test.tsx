import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wholeText } from '@/testing/queries';
import { renderWithApp } from '@/testing/render-with-app';
import type { Settings } from '../api/settings';
import { SettingsForm } from './settings-form';

const SETTINGS: Settings = {
  id: 'learner-1',
  role: 'learner',
  fullName: 'Pim Phone',
  email: 'pim@example.com',
  createdAt: '2026-11-01T10:00:00.000Z',
  emailVerified: true,
  phone: null,
  phoneVerified: false,
  dataRetentionConsent: true,
  marketingConsent: false,
  favouritesMailConsent: true,
  gdprConsentDate: '2026-11-01T10:00:00.000Z',
  termsVersion: '2026-11-01',
  termsAcceptedAt: '2026-11-01T10:00:00.000Z',
};

// The spec's checks before saving (section 5): nothing is sent while one fails.
describe('Save Changes in the profile settings', () => {
  it('refuses a phone number that is not Dutch', async () => {
    const { user } = renderWithApp(<SettingsForm settings={SETTINGS} />);
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Please enter a valid phone number (Dutch format: +31 or 06...)'),
    ).toBeTruthy();
  });

  it('asks for the current password with a new one, whose strength it shows as typed', async () => {
    const { user } = renderWithApp(<SettingsForm settings={SETTINGS} />);
    await user.type(screen.getByLabelText('New password', { exact: true }), 'weakpass');
    expect(screen.getByText(wholeText('Strength: Weak'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Current password is required to set a new password'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('New password', { exact: true }), 'x-sunny-canal-42');
    expect(screen.getByText(wholeText('Strength: Strong'))).toBeTruthy();
  });
});
