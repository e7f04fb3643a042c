import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, wholeText } from '@/testing/queries';
import { renderWithApp } from '@/testing/render-with-app';
import { MESSAGES } from '@shared/field-rules';
import { LEGAL_TEXTS } from '@shared/legal';
import { PASSWORD_RULE_TEXTS } from '@shared/password-rule';
import { BuddyRegistrationForm } from './buddy-registration-form';
import { LearnerRegistrationForm } from './learner-registration-form';
import { SignUpForm } from './sign-up-form';

const PASSWORD = 'sunny-canal-42';

// The forms check what they can before anything is sent: these messages need no server.
describe('the Sign Up tab', () => {
  it('asks for the role, then for a stronger password, then for matching ones and the terms', async () => {
    const { user } = renderWithApp(<SignUpForm />);
    const create = screen.getByRole('button', { name: 'Create Account' });
    await user.click(create);
    await waitFor(() => expect(fieldErrors()).toContain(MESSAGES.selectRole));
    expect(screen.getByRole('radio', { name: /^Learner/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await user.click(screen.getByText('Practise with fluent speakers'));
    await user.type(screen.getByLabelText('Full name'), 'Tessa Tabs');
    await user.type(screen.getByLabelText('Email'), 'tessa@example.com');
    const password = screen.getByLabelText('Password', { exact: true });
    await user.type(password, 'abcdefgh');
    // The one password rule (decision 048): in words under the field, the meter as typed.
    expect(screen.getByText(wholeText('Strength: Weak'))).toBeTruthy();
    await user.click(create);
    await waitFor(() => expect(fieldErrors()).toContain(PASSWORD_RULE_TEXTS.weakPassword));

    await user.clear(password);
    await user.type(password, PASSWORD);
    expect(screen.getByText(wholeText('Strength: Strong'))).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm password'), `${PASSWORD}x`);
    await user.click(create);
    await waitFor(() =>
      expect(fieldErrors()).toEqual(['Passwords do not match', LEGAL_TEXTS.mustAccept]),
    );
  });
});

describe('/register/learner', () => {
  it('asks for names of two letters at least and for the terms', async () => {
    const { user } = renderWithApp(<LearnerRegistrationForm />);
    await user.type(screen.getByLabelText('First name'), 'J');
    await user.type(screen.getByLabelText('Last name'), ' K ');
    await user.type(screen.getByLabelText('Email'), 'joris@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        'First name must be at least 2 characters',
        'Last name must be at least 2 characters',
        LEGAL_TEXTS.mustAccept,
      ]),
    );
  });
});

describe('/register/buddy', () => {
  it("says the same friendly texts as the learner's form, never the library's defaults", async () => {
    const { user } = renderWithApp(<BuddyRegistrationForm />);
    await user.type(screen.getByLabelText('Full name'), 'B');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'short');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(fieldErrors()).toContain(MESSAGES.fullNameMin));
    const errors = fieldErrors();
    expect(errors).toContain(MESSAGES.passwordMin);
    expect(errors).toContain(MESSAGES.emailRequired);
    expect(errors.join('\n')).not.toMatch(/String must contain|^Required$/m);
  });

  it('counts the description as typed and asks for 50 characters', async () => {
    const { user } = renderWithApp(<BuddyRegistrationForm />);
    await user.type(screen.getByLabelText('Full name'), 'Bram Buddy');
    await user.type(screen.getByLabelText('Email'), 'bram@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Coffee Chats' }));
    await user.type(screen.getByLabelText('About you and your activities'), 'Too short.');
    expect(screen.getByText('10 / 50 characters minimum')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(fieldErrors()).toEqual(['Description must be at least 50 characters']),
    );
  });
});
