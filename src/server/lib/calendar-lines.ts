/**
 * The lines of a calendar file (RFC 5545), below the calendar module because the outbox keeps
 * mails with their calendar files, and the mail's personal-data contract rewrites them.
 */

/** RFC 5545 3.1: content lines of at most 75 octets; a continuation starts with a space. */
const LINE_OCTETS = 75;
const utf8 = new TextEncoder();

/**
 * Folds every content line at 75 octets of UTF-8, never inside a character. `ics` folds at 75
 * characters, which makes a line of '€' (3 octets) or of Greek (2) too long: its folds are
 * undone and made again.
 */
export function foldByOctets(ics: string): string {
  return ics
    .replace(/\r\n[\t ]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = utf8.encode(char).length;
        // A continuation's leading space counts too.
        if (octets + size > (parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1)) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}
