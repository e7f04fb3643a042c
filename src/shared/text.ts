/** The first sentence of a text, for cards and teasers. */
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

/** 'Anna de Vries' -> 'Anna V.'; how a person is named in public (a review's author). */
export function publicName(fullName: string): string {
  const names = fullName.trim().split(/\s+/);
  return names.length > 1
    ? `${firstName(fullName)} ${initial(names.at(-1)!)}.`
    : firstName(fullName);
}
