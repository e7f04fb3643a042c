import { AMSTERDAM_TIME_ZONE } from './amsterdam-time';
import { PRODUCT_LOCALE } from './locale';

/**
 * Dates and times as the reader reads them (decision 053): the words (day and month names) and
 * numbers from Intl in Amsterdam, in the order of a date-fns style pattern the caller gives, so
 * every text keeps its exact shape ('EEEE d MMMM yyyy': 'Monday 1 June 2026') and Intl supplies
 * the language. Tokens: EEEE EEE d dd MMMM MMM MM yyyy HH mm xxx; text between quotes is kept.
 */
const FIELDS: Record<
  string,
  { part: Intl.DateTimeFormatPartTypes; option: Intl.DateTimeFormatOptions; pad?: boolean }
> = {
  EEEE: { part: 'weekday', option: { weekday: 'long' } },
  EEE: { part: 'weekday', option: { weekday: 'short' } },
  d: { part: 'day', option: { day: 'numeric' } },
  dd: { part: 'day', option: { day: 'numeric' }, pad: true },
  MMMM: { part: 'month', option: { month: 'long' } },
  MMM: { part: 'month', option: { month: 'short' } },
  MM: { part: 'month', option: { month: 'numeric' }, pad: true },
  yyyy: { part: 'year', option: { year: 'numeric' } },
  HH: { part: 'hour', option: { hour: 'numeric', hourCycle: 'h23' }, pad: true },
  mm: { part: 'minute', option: { minute: 'numeric' }, pad: true },
  xxx: { part: 'timeZoneName', option: { timeZoneName: 'longOffset' } },
};

type Piece = { text: string } | { field: string };

/** A pattern read once into its pieces and the one Intl formatter that fills them. */
function compile(pattern: string) {
  const pieces: Piece[] = [];
  for (const [token] of pattern.matchAll(/'[^']*'|([A-Za-z])\1*|[^'A-Za-z]+/g)) {
    if (token.startsWith("'")) pieces.push({ text: token.slice(1, -1) });
    else if (/^[A-Za-z]/.test(token)) {
      if (!FIELDS[token]) throw new Error(`No date field '${token}' in '${pattern}'`);
      pieces.push({ field: token });
    } else pieces.push({ text: token });
  }
  const options = Object.assign(
    { timeZone: AMSTERDAM_TIME_ZONE },
    ...pieces.map((piece) => ('field' in piece ? FIELDS[piece.field]!.option : {})),
  ) as Intl.DateTimeFormatOptions;
  return { pieces, intl: new Intl.DateTimeFormat(PRODUCT_LOCALE, options) };
}

const compiled = new Map<string, ReturnType<typeof compile>>();

/** An instant as Amsterdam reads it, in the shape of `pattern`, e.g. 'EEEE d MMMM, HH:mm'. */
export function formatInAmsterdam(at: Date, pattern: string): string {
  let format = compiled.get(pattern);
  if (!format) compiled.set(pattern, (format = compile(pattern)));
  const parts = format.intl.formatToParts(at);
  return format.pieces
    .map((piece) => {
      if ('text' in piece) return piece.text;
      const field = FIELDS[piece.field]!;
      const value = parts.find((p) => p.type === field.part)?.value ?? '';
      if (field.part === 'timeZoneName') return value === 'GMT' ? '+00:00' : value.slice(3);
      return field.pad ? value.padStart(2, '0') : value;
    })
    .join('');
}
