import { describe, expect, it } from 'vitest';
import {
  CARD_EXCERPT_MAX,
  excerpt,
  firstName,
  firstSentence,
  initial,
  initials,
  publicName,
} from './text';

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

describe('excerpt', () => {
  it('keeps a short text whole, its whitespace made single', () => {
    expect(excerpt('  Hi!\n\nI am Anna,   born in Amsterdam. ')).toBe(
      'Hi! I am Anna, born in Amsterdam.',
    );
  });

  it('cuts a long text at a word, with an ellipsis, never past the limit', () => {
    const text = `Hi! ${'I love long walks along the canals of Amsterdam, '.repeat(6)}`;
    const cut = excerpt(text);
    expect(cut.startsWith('Hi! I love long walks')).toBe(true);
    expect(cut.endsWith('\u2026')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(CARD_EXCERPT_MAX);
    expect(cut).not.toMatch(/[ ,]\u2026$/);
    expect(text.replace(/\s+/g, ' ')).toContain(cut.slice(0, -1));
  });

  it('cuts a text without spaces, and never inside a surrogate pair', () => {
    expect(Array.from(excerpt('x'.repeat(500))).length).toBe(CARD_EXCERPT_MAX);
    const emoji = excerpt('\u{1F600}'.repeat(300));
    expect(emoji).toBe(`${'\u{1F600}'.repeat(CARD_EXCERPT_MAX - 1)}\u2026`);
  });
});
