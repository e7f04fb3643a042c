/** The client's own texts for failed auth calls (SPEC section 8); the server words the rest. */
export const AUTH_TEXTS = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  forgotPasswordFailed: 'Failed to send reset email',
  resetFailed: 'Failed to reset password',
} as const;

/** The sign-up forms' own words. */
export const SIGN_UP_TEXTS = {
  level: 'Your level (optional)',
  levelHint:
    'How well do you speak the language you practise? Skip it and you start at Beginner; you can change it in your profile.',
  chooseLevel: 'Choose your level',
} as const;
