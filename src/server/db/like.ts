/**
 * A `like`/`ilike` pattern that finds `text` anywhere, read literally: its `%`, `_` and `\`
 * are escaped, so a search for "50%" is not a wildcard.
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
