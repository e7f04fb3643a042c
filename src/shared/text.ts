/** How much of a buddy's description their card in a list shows (about three lines). */
export const CARD_EXCERPT_MAX = 160;

/**
 * The beginning of a text for a card (decision 045): its whitespace made single, then at most
 * `max` characters, cut at a word's end and marked with an ellipsis. Not the first sentence:
 * a description that starts with "Hi!" would read "Hi!". Never splits a surrogate pair.
 */
export function excerpt(text: string, max = CARD_EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > max / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.!?\u2013\u2014-]+$/u, '')}\u2026`;
}

/** The first sentence of a text. */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^.*?[.!?](?=\s|$)/s.exec(trimmed);
  return (match ? match[0] : trimmed).trim();
}

/** 'Anna de Vries' -> 'Anna' */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** 'Anna de Vries' -> 'A'; the avatar letter when there is no photo. */
export function initial(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}

/**
 * 'Anna de Vries' -> 'AV', 'Maud' -> 'M': the first letters of the first and last names, drawn
 * by an avatar without a photo. Letters are taken whole (a letter outside the BMP is two UTF-16
 * units).
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  // Names, not numbers: 'Pam 2' is P.
  const lettered = words.filter((word) => /^\p{L}/u.test(word));
  const names = lettered.length > 0 ? lettered : words;
  if (names.length === 0) return '?';
  const first = (word: string) => Array.from(word)[0]!.toUpperCase();
  return names.length === 1 ? first(names[0]!) : first(names[0]!) + first(names.at(-1)!);
}

/** 'Anna de Vries' -> 'Anna V.'; how a person is named in public (a review's author). */
export function publicName(fullName: string): string {
  const names = fullName.trim().split(/\s+/);
  return names.length > 1
    ? `${firstName(fullName)} ${initial(names.at(-1)!)}.`
    : firstName(fullName);
}
