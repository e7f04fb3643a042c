import { ACTIVITIES } from '@shared/catalogue';
import type { DistrictId } from '@shared/districts';
import {
  BUDGET_MAX_CENTS,
  BUDGET_MIN_CENTS,
  MATCHING_FORM_TEXTS,
  type LearningGoal,
} from '@shared/matching-form';
import type { ProficiencyLevel } from '@shared/profiles';
import type { LearnerProfile } from '@shared/profiles-schemas';
import type { LearnerProfileChanges } from './api/update-profile';

/** The matching form as the learner fills it in: the budget as typed, in euros. */
export interface MatchingDraft {
  proficiencyLevel: ProficiencyLevel | null;
  goals: LearningGoal[];
  activityIds: string[];
  districts: DistrictId[];
  budget: string;
}

export const matchingDraftOf = (profile: LearnerProfile): MatchingDraft => ({
  proficiencyLevel: profile.proficiencyLevel,
  goals: profile.goals,
  activityIds: profile.activityIds,
  districts: profile.districts,
  budget: profile.budgetMaxCents === null ? '' : String(profile.budgetMaxCents / 100),
});

/**
 * What the form sends (PUT /api/profile/{id}), or what is wrong with it: the budget, when given,
 * in whole euros within the buddies' range.
 */
export function matchingChanges(
  draft: MatchingDraft,
): { changes: LearnerProfileChanges } | { problem: string } {
  const { budget, ...lists } = draft;
  const euros = budget.trim();
  if (euros === '') return { changes: { ...lists, budgetMaxCents: null } };
  const cents = /^\d+$/.test(euros) ? Number(euros) * 100 : NaN;
  if (!(cents >= BUDGET_MIN_CENTS && cents <= BUDGET_MAX_CENTS))
    return { problem: MATCHING_FORM_TEXTS.budget };
  return { changes: { ...lists, budgetMaxCents: cents } };
}

/** The catalogue's activities as choices. */
export const ACTIVITY_OPTIONS = ACTIVITIES.map((a) => ({ value: a.id, label: a.title }));
