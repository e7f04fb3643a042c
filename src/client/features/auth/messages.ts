/** The client's own texts for failed auth calls (SPEC section 8); the server words the rest. */
export const AUTH_TEXTS = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  forgotPasswordFailed: 'Failed to send reset email',
  resetFailed: 'Failed to reset password',
} as const;
