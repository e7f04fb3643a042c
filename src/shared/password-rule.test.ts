import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LearnerCompleteSchema, LoginSchema, ResetPasswordSchema } from './auth';
import { MESSAGES } from './field-rules';
import {
  PASSWORD_RULE_TEXTS,
  passwordScore,
  passwordStrength,
  strongEnough,
} from './password-rule';

describe('the password strength (SPEC section 5)', () => {
  it('scores a point each for length 8, uppercase, lowercase, digit and special', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefgh')).toBe(3);
    expect(passwordScore('Abcdefg1')).toBe(4);
    expect(passwordScore('Abcdef1!')).toBe(5);
    expect(passwordScore('Ab1!')).toBe(4);
    expect(passwordScore('Ééééééé1')).toBe(4);
  });

  it('reads Weak below 3, Good at 3, Strong from 4', () => {
    expect(passwordStrength('abc')).toBe('Weak');
    expect(passwordStrength('abcdefgh')).toBe('Weak');
    expect(passwordStrength('Abcdefgh')).toBe('Good');
    expect(passwordStrength('Abcdefg1')).toBe('Strong');
  });
});

describe('one rule for every new password (decision 048)', () => {
  it('passes a score of 3 or more at 8 characters; shorter is the length message’s', () => {
    expect(strongEnough('abcdefgh')).toBe(false);
    expect(strongEnough('12345678')).toBe(false);
    expect(strongEnough('Abcdefgh')).toBe(true);
    expect(strongEnough('abcdefg1')).toBe(true);
    expect(strongEnough('abcdefg!')).toBe(true);
    expect(strongEnough('short')).toBe(true);
  });

  it('is what every schema that sets a password checks, and sign-in is not', () => {
    const weak = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message);
    const account = { email: 'a@b.nl', fullName: 'An Example', acceptTerms: true };
    expect(weak(LearnerCompleteSchema.safeParse({ ...account, password: 'abcdefgh' }))).toEqual([
      PASSWORD_RULE_TEXTS.weakPassword,
    ]);
    expect(LearnerCompleteSchema.safeParse({ ...account, password: 'Abcdefgh' }).success).toBe(
      true,
    );
    expect(weak(ResetPasswordSchema.safeParse({ token: 't', newPassword: 'abcdefgh' }))).toEqual([
      PASSWORD_RULE_TEXTS.weakPassword,
    ]);
    expect(weak(ResetPasswordSchema.safeParse({ token: 't', newPassword: 'abc' }))).toEqual([
      MESSAGES.resetPasswordMin,
    ]);
    expect(LoginSchema.safeParse({ email: 'a@b.nl', password: 'abcdefgh' }).success).toBe(true);
  });

  it('agrees with the meter: every password it accepts reads Good or Strong', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 20 }), (password) => {
        expect(strongEnough(password)).toBe(passwordStrength(password) !== 'Weak');
      }),
    );
  });
});
