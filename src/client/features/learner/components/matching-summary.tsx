import { districtNames } from '@shared/districts';
import { GOAL_LABELS } from '@shared/matching-form';
import type { LearnerProfile } from '@shared/profiles-schemas';
import { ACTIVITY_OPTIONS } from '../matching-draft';
import { LEARNER_TEXTS as TEXTS } from '../texts';

/** The dashboard's view of the matching form (decision 057): each answer, or "Not said". */
export function MatchingSummary({ profile }: { profile: LearnerProfile }) {
  const rows = [
    { term: TEXTS.level, text: profile.proficiencyLevel },
    { term: TEXTS.goals, text: profile.goals.map((goal) => GOAL_LABELS[goal]).join(', ') },
    {
      term: TEXTS.activities,
      text: ACTIVITY_OPTIONS.filter((a) => profile.activityIds.includes(a.value))
        .map((a) => a.label)
        .join(', '),
    },
    { term: TEXTS.districts, text: districtNames(profile.districts) },
    {
      term: TEXTS.freeTimes,
      text:
        profile.availabilitySlots.length > 0 &&
        TEXTS.freeTimesShown(profile.availabilitySlots.length),
    },
    {
      term: TEXTS.budgetTerm,
      text: profile.budgetMaxCents !== null && TEXTS.budgetShown(profile.budgetMaxCents),
    },
  ];
  return (
    <section aria-labelledby="matching-summary" className="grid gap-2">
      <h2 id="matching-summary" className="text-sm font-semibold text-stone-700">
        {TEXTS.matchingTitle}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(({ term, text }) => (
          <div key={term} className="grid min-w-0 gap-0.5">
            <dt className="font-medium text-stone-700">{term}</dt>
            <dd className={text ? 'break-words' : 'text-stone-600'}>{text || TEXTS.notSaid}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
