import { z } from 'zod';
import { MESSAGES } from '@shared/field-rules';

/**
 * The repeat-your-password field. The match is checked on the client only: the server gets the
 * password once (SPEC section 5: the learner schema does not check it either).
 */
export const ConfirmPasswordSchema = z
  .string({ error: MESSAGES.confirmPassword })
  .min(1, MESSAGES.confirmPassword);

/** Refinement options: the mismatch message belongs to the confirmation field. */
export const PASSWORD_MISMATCH = {
  message: MESSAGES.passwordsDoNotMatch,
  path: ['confirmPassword'],
  // zod skips object refinements while any field has a type error (no role chosen yet, an
  // empty rate); the match is worth reporting regardless.
  when: ({ value }: { value: unknown }) =>
    typeof (value as { confirmPassword?: unknown }).confirmPassword === 'string',
};
