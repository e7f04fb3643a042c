import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { PROFILE_TEXTS } from '@shared/profiles';
import { PasswordForm } from './password-form';

describe("the learner profile's password form", () => {
  it('refuses mismatched new passwords before sending them', async () => {
    const { user } = renderWithApp(<PasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'learner-dashboard-1');
    await user.type(screen.getByLabelText('New password', { exact: true }), 'another-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'another-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      PROFILE_TEXTS.newPasswordsDontMatch,
    );
  });
});
