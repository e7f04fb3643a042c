import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from './settings';

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
