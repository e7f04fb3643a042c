import { describe, expect, it } from 'vitest';
import { hasVisibleLetter, MESSAGES } from './field-rules';
import { FullNameSchema, lineText, multilineText } from './validation';

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

const BIDI_OVERRIDES = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'];
const BIDI_ISOLATES_AND_MARKS = [
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];

describe('user text (decision 016)', () => {
  it('refuses every bidirectional control in a one-line field', () => {
    for (const control of [...BIDI_OVERRIDES, ...BIDI_ISOLATES_AND_MARKS]) {
      expect(errorOf(lineText().safeParse(`Dam${control}rak`))).toBe(MESSAGES.directionCharacters);
    }
  });

  it('refuses line and paragraph separators in a one-line field', () => {
    for (const separator of ['\u2028', '\u2029']) {
      expect(errorOf(lineText().safeParse(`Dam${separator}rak`))).toBe(MESSAGES.oneLine);
    }
  });

  it('refuses overrides in texts of lines, and keeps isolates, marks and line breaks', () => {
    for (const control of BIDI_OVERRIDES) {
      expect(errorOf(multilineText().safeParse(`Hello${control} there`))).toBe(
        MESSAGES.directionCharacters,
      );
    }
    const mixed = 'I live near \u2067\u05d3\u05de\u05e8\u05e7\u2069.\nSee you\u200f!\u2028Bye';
    expect(multilineText().parse(mixed)).toBe(mixed);
  });

  it('refuses half of a surrogate pair, and keeps whole pairs (emoji)', () => {
    for (const half of ['\ud800', '\udfff', 'ab\ud83d', '\ude00ab']) {
      expect(errorOf(lineText().safeParse(half))).toBe(MESSAGES.controlCharacters);
      expect(errorOf(multilineText().safeParse(`${half}\nthere`))).toBe(MESSAGES.controlCharacters);
    }
    expect(lineText().parse('Koffie \ud83d\ude00')).toBe('Koffie 😀');
    expect(multilineText().parse('Koffie 😀\n🇳🇱')).toBe('Koffie 😀\n🇳🇱');
  });

  it('wants a visible letter in a name', () => {
    for (const blank of [
      '\u200b\u200b',
      '\u200b \u200b',
      '\u3164\u3164',
      '.,',
      '12',
      '\u2060\u2060',
    ]) {
      expect(hasVisibleLetter(blank)).toBe(false);
      expect(errorOf(FullNameSchema.safeParse(blank))).toBe(MESSAGES.nameNeedsLetter);
    }
    for (const name of ['Anna de Vries', 'Σοφία', 'محمد علي', '李小龙', 'Ō']) {
      expect(hasVisibleLetter(name)).toBe(true);
    }
    expect(FullNameSchema.parse('  محمد علي ')).toBe('محمد علي');
  });
});
