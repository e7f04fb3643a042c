import { PASSWORD_MIN } from './field-rules';
import { LANGUAGES } from './languages';
import type { Role } from './roles';

/** SPEC section 5: the learner profile's gender and age options. */
export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45+', 'prefer-not-to-say'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

/** The languages a learner can learn: those buddies teach (English first, the default). */
export const LEARNING_LANGUAGES = LANGUAGES;
export type LearningLanguage = (typeof LEARNING_LANGUAGES)[number];

/**
 * The levels a learner may say they speak at (decision 057): intermediate and above, as the
 * landing page promises; null when they have not said.
 */
export const PROFICIENCY_LEVELS = [
  'Intermediate',
  'Upper intermediate',
  'Advanced',
  'Fluent',
] as const;
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];

/** The availability grid (SPEC section 3): a part of the day and a day index, 0 is Monday. */
export const AVAILABILITY_PERIODS = ['Morning', 'Afternoon', 'Evening'] as const;
export type AvailabilityPeriod = (typeof AVAILABILITY_PERIODS)[number];
export const AVAILABILITY_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type AvailabilitySlotKey = `${AvailabilityPeriod}_${(typeof AVAILABILITY_DAYS)[number]}`;
/** Every key of the grid, in the order they are stored: Morning_0 ... Evening_6. */
export const AVAILABILITY_SLOT_KEYS: readonly AvailabilitySlotKey[] = AVAILABILITY_PERIODS.flatMap(
  (period) => AVAILABILITY_DAYS.map((day): AvailabilitySlotKey => `${period}_${day}`),
);

/** Known keys only, each once, in the grid's order. */
export const normaliseAvailabilitySlots = (keys: readonly string[]): AvailabilitySlotKey[] =>
  AVAILABILITY_SLOT_KEYS.filter((key) => keys.includes(key));

export const AVAILABILITY_MAX = 200;
export const BIO_MAX = 2000;
export const DEPARTMENT_MAX = 80;
export const INTERESTS_MAX = 500;

export const PROFILE_TEXTS = {
  updateFailed: 'Failed to update profile. Please try again.',
  notFound: 'Profile not found',
  newPasswordsDontMatch: "New passwords don't match",
  nothingToUpdate: 'Please change at least one field of your profile',
  invalidGender: 'Please choose one of the gender options',
  invalidAge: 'Please choose one of the age ranges',
  invalidLanguage: 'Please choose English or Dutch as the language you are learning',
  invalidLevel: 'Please choose one of the proficiency levels',
  invalidSlot:
    'Please choose availability from the Morning, Afternoon and Evening slots of the week',
  availabilityTooLong: `Availability must be ${AVAILABILITY_MAX} characters or fewer`,
  bioTooLong: `About me must be ${BIO_MAX} characters or fewer`,
  interestsTooLong: `Interests must be ${INTERESTS_MAX} characters or fewer`,
  currentPasswordRequired: 'Current password is required to set a new password',
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordMin: `New password must be at least ${PASSWORD_MIN} characters long`,
  newPasswordTooLong: 'New password is too long',
  tooManyPasswordChecks: 'Too many wrong current passwords.',
  useChangeEmail: 'Please use Change Email in Profile Settings to change your email',
  photoTooLarge: 'The photo must be 5 MB or smaller',
  photoMissing: 'Please choose a photo to upload (field profilePhoto)',
  photoLengthRequired: 'The photo was sent without its length. Please try again.',
  photoUnreadable: 'The photo could not be read. Please try again.',
  departmentTooLong: `Department must be ${DEPARTMENT_MAX} characters or fewer`,
  notForThisProfile: (fields: string[]) => `${fields.join(', ')} cannot be changed on this profile`,
} as const;

/** A staff member's department when they have not named one (SPEC: Moderator profile). */
export const DEFAULT_DEPARTMENT = 'Content Moderation';
export const STAFF_PROFILE_FIELDS = ['fullName', 'bio', 'department'] as const;

/** How a staff role's permissions read on its profile. */
export const STAFF_PERMISSIONS: Record<Exclude<Role, 'learner' | 'buddy'>, string> = {
  moderator: 'Full Access',
  learning_expert: 'Interviews and buddy approvals',
};
