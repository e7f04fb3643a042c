import { describe, expect, it } from 'vitest';
import { firstName, firstSentence, initial, initials, publicName } from './text';

describe('text helpers', () => {
  it('takes the first sentence', () => {
    expect(firstSentence('Hello there. More text.')).toBe('Hello there.');
    expect(firstSentence('Is it? Yes.')).toBe('Is it?');
    expect(firstSentence('No full stop')).toBe('No full stop');
    expect(firstSentence('Version 1.5 is out. Next.')).toBe('Version 1.5 is out.');
  });

  it('takes the first name and initial', () => {
    expect(firstName('Anna de Vries')).toBe('Anna');
    expect(initial(' lina')).toBe('L');
    expect(initial('')).toBe('?');
  });
});

describe('publicName', () => {
  it("is the first name and the last name's initial", () => {
    expect(publicName(' Anna de Vries ')).toBe('Anna V.');
    expect(publicName('Jules')).toBe('Jules');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials(' Anna de Vries ')).toBe('AV');
    expect(initials('maud moderator')).toBe('MM');
    expect(initials('Jules')).toBe('J');
    expect(initials('Pam Proposes 30925')).toBe('PP');
    expect(initials('42')).toBe('4');
    expect(initials('   ')).toBe('?');
    expect(initials('𝒜nna Ödegaard')).toBe('𝒜Ö');
  });
});
