import { z } from 'zod';
import { amsterdamInstant } from './amsterdam-time';
import {
  FULL_NAME_MAX,
  hasVisibleLetter,
  MESSAGES,
  NAME_MIN,
  PASSWORD_MIN,
  PHONE_NL_PATTERN,
} from './field-rules';
import { PASSWORD_RULE_TEXTS, strongEnough } from './password-rule';

/** Field schemas shared by forms and routes; their limits and messages are in field-rules.ts. */

/**
 * Control characters (C0, DEL, C1) have no place in what people type, and PostgreSQL refuses NUL
 * outright: text fields refuse them. Texts with lines keep line breaks and tabs. Half of a
 * surrogate pair is no character at all, and a JSON column refuses it (a mail's payload in the
 * outbox: it answered 500): refused alike.
 */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\p{Cs}]*$/u;
const NO_CONTROL_CHARACTERS_BUT_LINES = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/**
 * Bidirectional controls (decision 016). Overrides and embeddings (U+202A-U+202E) reorder what
 * follows them, so that "gpj.exe" shows as "exe.jpg": no text takes them. Isolates
 * (U+2066-U+2069) and marks (U+200E, U+200F, U+061C) help running text that mixes directions:
 * texts of lines keep them, one-line fields (names, places, subjects), which only a disguise
 * needs them in, do not. The line and paragraph separators U+2028 and U+2029 break a line where
 * a one-line field is shown, in a mail or a calendar file.
 */
const NO_BIDI_OVERRIDES = /^[^\u202A-\u202E]*$/u;
const NO_BIDI_CONTROLS = /^[^\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]*$/u;
const NO_LINE_SEPARATORS = /^[^\u2028\u2029]*$/u;

/** A one-line text: a name, a place, a search term. */
export const lineText = (error: string = MESSAGES.required) =>
  z
    .string({ error })
    .regex(NO_CONTROL_CHARACTERS, MESSAGES.controlCharacters)
    .regex(NO_LINE_SEPARATORS, MESSAGES.oneLine)
    .regex(NO_BIDI_CONTROLS, MESSAGES.directionCharacters);

/** A text of one or more lines: a description, a message. */
export const multilineText = (error: string = MESSAGES.required) =>
  z
    .string({ error })
    .regex(NO_CONTROL_CHARACTERS_BUT_LINES, MESSAGES.controlCharacters)
    .regex(NO_BIDI_OVERRIDES, MESSAGES.directionCharacters);

/** A person's name, or a part of one: one line, trimmed, with a visible letter. */
export const nameText = (min: { length: number; error: string }, max: number, tooLong: string) =>
  lineText()
    .trim()
    .min(min.length, min.error)
    .max(max, tooLong)
    .refine(hasVisibleLetter, MESSAGES.nameNeedsLetter);

export const EmailSchema = lineText(MESSAGES.emailRequired)
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, 'Email is too long')
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const PasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, MESSAGES.passwordMin)
  .max(200, 'Password is too long');

/** A password being set (sign-up, user:create): the length, then the strength rule. */
export const NewPasswordSchema = PasswordSchema.refine(
  strongEnough,
  PASSWORD_RULE_TEXTS.weakPassword,
);

export const FullNameSchema = nameText(
  { length: NAME_MIN, error: MESSAGES.fullNameMin },
  FULL_NAME_MAX,
  'Name is too long',
);

export const PhoneNlSchema = lineText()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => PHONE_NL_PATTERN.test(v), MESSAGES.invalidPhone);

const CALENDAR_DATE_TEXT = 'Please give a date as YYYY-MM-DD';

/** A date of the Amsterdam calendar as YYYY-MM-DD, one that exists, this millennium or next. */
export const CalendarDateSchema = z
  .string()
  .regex(/^[23]\d{3}-\d{2}-\d{2}$/, CALENDAR_DATE_TEXT)
  .refine((date) => {
    try {
      amsterdamInstant(date, '12:00');
      return true;
    } catch {
      return false;
    }
  }, CALENDAR_DATE_TEXT);
