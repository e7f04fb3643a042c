import type { BuddyLanguage } from './discovery';

/**
 * The languages a buddy speaks with learners: one list per buddy (`buddy_profiles.languages`),
 * in this order, never separate flags per language (decision 011).
 */
export const LANGUAGES = ['English', 'Dutch'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A buddy who says nothing about languages speaks English. */
export const DEFAULT_LANGUAGES: readonly Language[] = ['English'];

/** The list as stored: known languages only, each once, in the order above; never empty. */
export function normaliseLanguages(languages: readonly string[]): Language[] {
  const chosen = LANGUAGES.filter((l) => languages.includes(l));
  return chosen.length > 0 ? chosen : [...DEFAULT_LANGUAGES];
}

export const teaches = (languages: readonly string[], language: Language) =>
  languages.includes(language);

/** The lower-case names in addresses and queries (`?language=dutch`) to the stored names. */
export const LANGUAGE_BY_NAME = {
  english: 'English',
  dutch: 'Dutch',
} as const satisfies Record<BuddyLanguage, Language>;
