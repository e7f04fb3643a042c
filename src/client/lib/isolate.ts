/**
 * Someone's text (a name, a place) inside a string of ours, such as an aria-label or a line
 * built from parts: wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, it does what
 * <bdi> does in markup. A right-to-left name reads right, and a U+202E in it cannot turn the
 * text around it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
