import type { BuddyCard } from '@shared/buddies';

/** Words that say nothing about what someone likes to do. */
const STOP_WORDS = new Set(
  'and the for with about from that this have like love enjoy into also very much more some other their things'.split(
    ' ',
  ),
);

/** The words of a text worth matching: lower case, 3 letters or more, each once. */
export function interestWords(text: string | null | undefined): string[] {
  const words = (text ?? '').toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  return [...new Set(words.filter((w) => !STOP_WORDS.has(w)))];
}

export interface SuggestedBuddy {
  buddy: BuddyCard;
  /** The learner's interest words found in the buddy's activities or description. */
  matches: string[];
}

/**
 * Buddies for a learner (all teaching the learner's language: the list asked for it): those
 * whose activities or description share most of the learner's interest words first, then the
 * best rated. A buddy's word counts when it starts with the learner's ('museum' finds
 * 'Museums'). The buddy list carries no weekly availability, so it does not take part.
 */
export function suggestBuddies(
  interests: string | null | undefined,
  buddies: readonly BuddyCard[],
  limit = 3,
): SuggestedBuddy[] {
  const wanted = interestWords(interests);
  return buddies
    .map((buddy) => {
      const offered = interestWords(
        [buddy.description, ...buddy.activities.map((a) => a.title)].join(' '),
      );
      const matches = wanted.filter((w) => offered.some((o) => o.startsWith(w) || w.startsWith(o)));
      return { buddy, matches };
    })
    .sort(
      (a, b) =>
        b.matches.length - a.matches.length || (b.buddy.rating ?? 0) - (a.buddy.rating ?? 0),
    )
    .slice(0, limit);
}
