import { describe, expect, it } from 'vitest';
import { firstName, firstSentence, initial, publicName } from './text';

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
