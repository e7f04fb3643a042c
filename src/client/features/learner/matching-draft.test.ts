import { describe, expect, it } from 'vitest';
import { MATCHING_FORM_TEXTS } from '@shared/matching-form';
import { matchingChanges, type MatchingDraft } from './matching-draft';

const DRAFT: MatchingDraft = {
  proficiencyLevel: 'Advanced',
  goals: ['work'],
  activityIds: ['cooking'],
  districts: ['de-pijp'],
  budget: '',
};

describe('matchingChanges', () => {
  it('sends the lists and the level as chosen, and no budget as null', () => {
    expect(matchingChanges(DRAFT)).toEqual({
      changes: {
        proficiencyLevel: 'Advanced',
        goals: ['work'],
        activityIds: ['cooking'],
        districts: ['de-pijp'],
        budgetMaxCents: null,
      },
    });
  });

  it('sends the budget in cents, from whole euros in the buddies range', () => {
    expect(matchingChanges({ ...DRAFT, budget: ' 30 ' })).toMatchObject({
      changes: { budgetMaxCents: 3000 },
    });
    for (const budget of ['9', '501', '25.50', 'lots', '-20'])
      expect(matchingChanges({ ...DRAFT, budget })).toEqual({
        problem: MATCHING_FORM_TEXTS.budget,
      });
  });
});
