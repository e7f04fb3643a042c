import { ACTIVITIES } from './catalogue';
import { DISTRICTS } from './districts';
import { HOURLY_RATE_MAX, HOURLY_RATE_MIN } from './field-rules';

/**
 * A learner's matching form (decision 057): what they want their conversations for, the
 * activities and districts that suit them and the hourly price they would pay at most, beside
 * their level and free times (profiles.ts). Every field is optional and skippable.
 */
export const LEARNING_GOALS = ['work', 'daily_life', 'exams', 'friends'] as const;
export type LearningGoal = (typeof LEARNING_GOALS)[number];

/** The goals in the product's words: the learner's form and the staff who read it. */
export const GOAL_LABELS: Record<LearningGoal, string> = {
  work: 'Work',
  daily_life: 'Daily life',
  exams: 'Exams',
  friends: 'Making friends',
};

/** The most a learner may say they would pay per hour: the buddies' own range. */
export const BUDGET_MIN_CENTS = HOURLY_RATE_MIN * 100;
export const BUDGET_MAX_CENTS = HOURLY_RATE_MAX * 100;

/** At most each choice once. */
export const GOALS_MAX = LEARNING_GOALS.length;
export const ACTIVITY_IDS_MAX = ACTIVITIES.length;
export const DISTRICTS_MAX = DISTRICTS.length;

export const MATCHING_FORM_TEXTS = {
  unknownGoal: 'Please choose goals from the list: work, daily life, exams or friends',
  tooManyGoals: `Please choose at most ${GOALS_MAX} goals`,
  unknownActivity: 'Please choose activities from the catalogue',
  tooManyActivities: `Please choose at most ${ACTIVITY_IDS_MAX} activities`,
  tooManyDistricts: `Please choose at most ${DISTRICTS_MAX} districts`,
  budget: `Please give a budget from €${BUDGET_MIN_CENTS / 100} to €${BUDGET_MAX_CENTS / 100} per hour`,
} as const;
