import { DistrictChoices } from '@/components/district-choices';
import { CheckGroup } from '@/components/ui/check-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select-class';
import {
  BUDGET_MAX_CENTS,
  BUDGET_MIN_CENTS,
  GOAL_LABELS,
  LEARNING_GOALS,
} from '@shared/matching-form';
import { PROFICIENCY_LEVELS, type ProficiencyLevel } from '@shared/profiles';
import { ACTIVITY_OPTIONS, type MatchingDraft } from '../matching-draft';
import { LEARNER_TEXTS as TEXTS } from '../texts';

const GOAL_OPTIONS = LEARNING_GOALS.map((goal) => ({ value: goal, label: GOAL_LABELS[goal] }));

/**
 * The matching form's fields (decision 057): level, goals, activities, districts and budget,
 * each optional. The free times are the grid's, beside them.
 */
export function MatchingFields({
  draft,
  onChange,
  budgetError,
}: {
  draft: MatchingDraft;
  onChange: (draft: MatchingDraft) => void;
  budgetError?: string;
}) {
  const set = <K extends keyof MatchingDraft>(key: K, value: MatchingDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-6">
      <FormField label={TEXTS.level} className="max-w-xs">
        <select
          className={selectClass}
          value={draft.proficiencyLevel ?? ''}
          onChange={(e) =>
            set('proficiencyLevel', (e.target.value || null) as ProficiencyLevel | null)
          }
        >
          <option value="">{TEXTS.notSaid}</option>
          {PROFICIENCY_LEVELS.map((level) => (
            <option key={level}>{level}</option>
          ))}
        </select>
      </FormField>
      <CheckGroup
        legend={TEXTS.goals}
        options={GOAL_OPTIONS}
        value={draft.goals}
        onChange={(goals) => set('goals', goals)}
      />
      <CheckGroup
        legend={TEXTS.activities}
        options={ACTIVITY_OPTIONS}
        value={draft.activityIds}
        onChange={(activityIds) => set('activityIds', activityIds)}
        className="sm:grid-cols-3"
      />
      <DistrictChoices
        legend={TEXTS.districts}
        description={TEXTS.districtsHint}
        value={draft.districts}
        onChange={(districts) => set('districts', districts)}
      />
      <FormField
        label={TEXTS.budget}
        description={TEXTS.budgetHint}
        error={budgetError}
        className="max-w-xs"
      >
        <Input
          type="number"
          inputMode="numeric"
          min={BUDGET_MIN_CENTS / 100}
          max={BUDGET_MAX_CENTS / 100}
          step={1}
          value={draft.budget}
          onChange={(e) => set('budget', e.target.value)}
        />
      </FormField>
    </div>
  );
}
