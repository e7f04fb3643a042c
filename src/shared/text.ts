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
