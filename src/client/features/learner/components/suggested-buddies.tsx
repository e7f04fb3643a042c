import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import type { BuddyLanguage } from '@shared/discovery';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { useSuggestionCandidates } from '../api/get-suggested-buddies';
import { suggestBuddies } from '../suggestions';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { browseBuddiesPath } from './dashboard-profile-card';

/** Buddies teaching the learner's language, those sharing their interests first. */
export function SuggestedBuddies({ profile }: { profile: LearnerProfile }) {
  const language = profile.languageLearning.toLowerCase() as BuddyLanguage;
  const candidates = useSuggestionCandidates(language);
  const suggested = candidates.data && suggestBuddies(profile.interests, candidates.data);
  return (
    <SectionCard
      id="suggested-buddies"
      title={TEXTS.suggestedBuddies}
      aside={
        <Link
          to={browseBuddiesPath(profile)}
          className="rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          {TEXTS.browseBuddies}
        </Link>
      }
    >
      {!suggested ? (
        candidates.isError ? (
          <p className="text-sm text-stone-700">{TEXTS.suggestionsFailed}</p>
        ) : (
          <div className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        )
      ) : suggested.length === 0 ? (
        <p className="text-sm text-stone-700">{TEXTS.noSuggestions}</p>
      ) : (
        <ul className="grid gap-2">
          {suggested.map(({ buddy, matches }) => (
            <li key={buddy.id}>
              <Link
                to={`/buddy/${buddy.id}`}
                className="flex items-center gap-3 rounded-xl p-2 hover:bg-stone-50"
              >
                <Avatar name={buddy.name} photo={buddy.photo} alt="" className="size-12 text-lg" />
                <span className="grid min-w-0">
                  <bdi className="font-semibold">{buddy.name}</bdi>
                  <span className="line-clamp-2 text-sm text-stone-700">
                    {matches.length > 0
                      ? `${TEXTS.sharesInterests} ${matches.join(', ')}`
                      : buddy.activities.map((a) => a.title).join(', ')}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
