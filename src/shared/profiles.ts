import { z } from 'zod';
import { PROFILE_STATUSES } from './buddy-status';
import { LANGUAGES } from './languages';
import { ROLES } from './roles';
import {
  EmailSchema,
  FullNameSchema,
  lineText,
  MESSAGES,
  multilineText,
  PASSWORD_MIN,
} from './validation';

/** SPEC section 5: the learner profile's gender and age options. */
export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45+', 'prefer-not-to-say'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

/** The languages a learner can learn: those buddies teach (English first, the default). */
export const LEARNING_LANGUAGES = LANGUAGES;
export type LearningLanguage = (typeof LEARNING_LANGUAGES)[number];

/** CEFR-like levels, from the default for a new learner up. */
export const PROFICIENCY_LEVELS = [
  'Beginner',
  'Elementary',
  'Intermediate',
  'Upper intermediate',
  'Advanced',
  'Fluent',
] as const;
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];
export const DEFAULT_PROFICIENCY_LEVEL: ProficiencyLevel = 'Beginner';

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

/** A signed-in user's own profile (GET /api/learner/profile, GET /api/buddy/profile). */
const OwnProfileBase = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  profilePhoto: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  profileStatus: z.enum(PROFILE_STATUSES),
  isApproved: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

export const LearnerProfileSchema = OwnProfileBase.extend({
  languageLearning: z.string(),
  proficiencyLevel: z.string(),
  availability: z.string().nullable(),
  /** Keys of the availability grid, e.g. Morning_0 (AVAILABILITY_SLOT_KEYS). */
  availabilitySlots: z.array(z.string()),
  bio: z.string().nullable(),
  interests: z.string().nullable(),
  age: z.string().nullable(),
  gender: z.string().nullable(),
});
export type LearnerProfile = z.infer<typeof LearnerProfileSchema>;

export const BuddyActivityEntrySchema = z.object({
  title: z.string(),
  description: z.string(),
  location: z.string(),
  /** '26/hour' or '42–48/hour' */
  rate: z.string(),
});

export const BuddyOwnProfileSchema = OwnProfileBase.extend({
  slug: z.string(),
  description: z.string(),
  about: z.string().nullable(),
  location: z.string(),
  availability: z.string().nullable(),
  languages: z.array(z.string()),
  activities: z.array(BuddyActivityEntrySchema),
  /** The start of the buddy's scheduled interview with a learning expert, while it is ahead. */
  interviewStartsAt: z.string().nullable(),
});
export type BuddyOwnProfile = z.infer<typeof BuddyOwnProfileSchema>;

/** An optional free text: trimmed, empty clears it (null). */
const optionalLine = (max: number, tooLong: string) =>
  lineText()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));
const optionalText = (max: number, tooLong: string) =>
  multilineText()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const GenderSchema = z.enum(GENDERS, { error: PROFILE_TEXTS.invalidGender });
const AgeRangeSchema = z.enum(AGE_RANGES, { error: PROFILE_TEXTS.invalidAge });

const AvailabilitySlotsSchema = z
  .array(
    z.enum(AVAILABILITY_SLOT_KEYS as [AvailabilitySlotKey, ...AvailabilitySlotKey[]], {
      error: PROFILE_TEXTS.invalidSlot,
    }),
  )
  .max(AVAILABILITY_SLOT_KEYS.length * 3, PROFILE_TEXTS.invalidSlot)
  .transform(normaliseAvailabilitySlots);

const LEARNER_FIELDS = {
  availability: optionalLine(AVAILABILITY_MAX, PROFILE_TEXTS.availabilityTooLong),
  availabilitySlots: AvailabilitySlotsSchema.optional(),
  languageLearning: z.enum(LEARNING_LANGUAGES, { error: PROFILE_TEXTS.invalidLanguage }).optional(),
  proficiencyLevel: z.enum(PROFICIENCY_LEVELS, { error: PROFILE_TEXTS.invalidLevel }).optional(),
  bio: optionalText(BIO_MAX, PROFILE_TEXTS.bioTooLong),
  interests: optionalText(INTERESTS_MAX, PROFILE_TEXTS.interestsTooLong),
  /** null clears the choice */
  age: AgeRangeSchema.nullish(),
  gender: GenderSchema.nullish(),
};

const changesSomething = (value: Record<string, unknown>) =>
  Object.values(value).some((v) => v !== undefined);

/**
 * PUT /api/profile/{id} for a learner: any of these, at least one. Texts are trimmed, and an
 * empty text (or null) clears it; availabilitySlots replaces the grid (known keys, each once).
 */
export const LearnerProfileUpdateSchema = z
  .object({ fullName: FullNameSchema.optional(), ...LEARNER_FIELDS })
  .refine(changesSomething, PROFILE_TEXTS.nothingToUpdate);
export type LearnerProfileUpdate = z.output<typeof LearnerProfileUpdateSchema>;

/** A staff member's department when they have not named one (SPEC: Moderator profile). */
export const DEFAULT_DEPARTMENT = 'Content Moderation';
export const STAFF_PROFILE_FIELDS = ['fullName', 'bio', 'department'] as const;

/**
 * PUT /api/profile/{id}: a learner's fields (LearnerProfileUpdateSchema) or a staff member's
 * (fullName, bio, department: an empty department is the default again). Which of them the
 * profile takes is decided by its role; the others are refused by name.
 */
export const ProfileUpdateSchema = z
  .object({
    fullName: FullNameSchema.optional(),
    ...LEARNER_FIELDS,
    department: optionalLine(DEPARTMENT_MAX, PROFILE_TEXTS.departmentTooLong),
  })
  .refine(changesSomething, PROFILE_TEXTS.nothingToUpdate);
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/**
 * A moderator's or learning expert's own profile (SPEC section 3 "Moderator profile"). The
 * permissions are what their role grants (src/server/lib/policy.ts), shown, never edited.
 */
export const StaffProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(['moderator', 'learning_expert']),
  createdAt: z.string(),
  bio: z.string().nullable(),
  department: z.string(),
  permissions: z.string(),
});
export type StaffProfile = z.infer<typeof StaffProfileSchema>;

/** How a staff role's permissions read on its profile. */
export const STAFF_PERMISSIONS: Record<StaffProfile['role'], string> = {
  moderator: 'Full Access',
  learning_expert: 'Interviews and buddy approvals',
};

/** A password field as forms send it: empty means not set. */
const passwordField = z
  .string({ error: MESSAGES.required })
  .max(200, PROFILE_TEXTS.newPasswordTooLong)
  .optional()
  .transform((v) => v || undefined);

/**
 * PATCH /api/users/profile, the learner profile page form (SPEC section 3): name, email (only
 * the account's own; changing it is Profile Settings' Change Email), gender, age, about,
 * interests, and a new password with the current one. confirmPassword, when sent, must match.
 */
export const OwnProfilePatchSchema = z
  .object({
    name: FullNameSchema.optional(),
    email: EmailSchema.optional(),
    currentPassword: passwordField,
    newPassword: passwordField,
    confirmPassword: passwordField,
    gender: LEARNER_FIELDS.gender,
    age: LEARNER_FIELDS.age,
    about: LEARNER_FIELDS.bio,
    interests: LEARNER_FIELDS.interests,
  })
  .superRefine((value, ctx) => {
    const { newPassword, currentPassword, confirmPassword } = value;
    if (newPassword !== undefined && newPassword.length < PASSWORD_MIN)
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: PROFILE_TEXTS.newPasswordMin,
      });
    if (newPassword !== undefined && currentPassword === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: PROFILE_TEXTS.currentPasswordRequired,
      });
    if (confirmPassword !== undefined && confirmPassword !== newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: PROFILE_TEXTS.newPasswordsDontMatch,
      });
  })
  .refine(
    ({ currentPassword: _current, confirmPassword: _confirm, ...rest }) => changesSomething(rest),
    PROFILE_TEXTS.nothingToUpdate,
  );
export type OwnProfilePatch = z.output<typeof OwnProfilePatchSchema>;
