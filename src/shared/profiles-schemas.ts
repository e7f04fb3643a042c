import { z } from 'zod';
import { PROFILE_STATUSES } from './buddy-status';
import { MESSAGES, PASSWORD_MIN } from './field-rules';
import { PASSWORD_RULE_TEXTS, strongEnough } from './password-rule';
import {
  AGE_RANGES,
  AVAILABILITY_MAX,
  AVAILABILITY_SLOT_KEYS,
  BIO_MAX,
  DEPARTMENT_MAX,
  GENDERS,
  INTERESTS_MAX,
  LEARNING_LANGUAGES,
  normaliseAvailabilitySlots,
  PROFICIENCY_LEVELS,
  PROFILE_TEXTS,
  type AvailabilitySlotKey,
} from './profiles';
import { ROLES } from './roles';
import {
  ACCOUNT_SETTINGS_FIELDS,
  AccountSettingsSchema,
  checkNewPassword,
} from './settings-schemas';
import { EmailSchema, FullNameSchema, lineText, multilineText } from './validation';
import { DISTRICT_IDS } from './districts';
import { InterviewWhereSchema } from './interviews';
import { MATCHING_FORM_FIELDS, MatchingFormSchema } from './matching-form-schemas';

/** The profiles API's shapes; their options, limits and texts are in profiles.ts. */

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
  /** null: not said (decision 057). */
  proficiencyLevel: z.enum(PROFICIENCY_LEVELS).nullable(),
  availability: z.string().nullable(),
  /** Keys of the availability grid, e.g. Morning_0 (AVAILABILITY_SLOT_KEYS). */
  availabilitySlots: z.array(z.string()),
  bio: z.string().nullable(),
  interests: z.string().nullable(),
  age: z.string().nullable(),
  gender: z.string().nullable(),
}).extend(MatchingFormSchema.shape);

export const BuddyActivityEntrySchema = z.object({
  title: z.string(),
  description: z.string(),
  location: z.string(),
  /** '26/hour' or '42–48/hour' */
  rate: z.string(),
  /** Learners book its open times at once, without waiting for the buddy's answer. */
  instantBooking: z.boolean(),
});

export const BuddyOwnProfileSchema = OwnProfileBase.extend({
  slug: z.string(),
  description: z.string(),
  about: z.string().nullable(),
  location: z.string(),
  availability: z.string().nullable(),
  languages: z.array(z.string()),
  /** The districts where they meet learners (DISTRICT_IDS). */
  districts: z.array(z.enum(DISTRICT_IDS)),
  activities: z.array(BuddyActivityEntrySchema),
  /** The start of the buddy's scheduled interview with a learning expert, while it is ahead. */
  interviewStartsAt: z.string().nullable(),
  /** Where that interview takes place; null: the expert sends the details (decision 044). */
  interviewWhere: InterviewWhereSchema.nullable(),
});

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
  /** null clears it: not said */
  proficiencyLevel: z.enum(PROFICIENCY_LEVELS, { error: PROFILE_TEXTS.invalidLevel }).nullish(),
  ...MATCHING_FORM_FIELDS,
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
 * empty text (or null) clears it; availabilitySlots and the matching form's lists replace the
 * stored ones (known keys, each once).
 */
export const LearnerProfileUpdateSchema = z
  .object({ fullName: FullNameSchema.optional(), ...LEARNER_FIELDS })
  .refine(changesSomething, PROFILE_TEXTS.nothingToUpdate);

/**
 * PUT /api/profile/{id}: any account's settings (ACCOUNT_SETTINGS_FIELDS: phone, consents, a new
 * password) with its name, and a learner's fields (LearnerProfileUpdateSchema) or a staff
 * member's (bio, department: an empty department is the default again). Which of them the
 * profile takes is decided by its role; the others are refused by name.
 */
export const ProfileUpdateSchema = z
  .object({
    fullName: FullNameSchema.optional(),
    ...ACCOUNT_SETTINGS_FIELDS,
    ...LEARNER_FIELDS,
    department: optionalLine(DEPARTMENT_MAX, PROFILE_TEXTS.departmentTooLong),
  })
  .superRefine(checkNewPassword)
  .refine(
    ({ currentPassword: _current, confirmPassword: _confirm, ...rest }) => changesSomething(rest),
    PROFILE_TEXTS.nothingToUpdate,
  );

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
    else if (newPassword !== undefined && !strongEnough(newPassword))
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: PASSWORD_RULE_TEXTS.weakPassword,
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

/**
 * GET and PUT /api/profile/{id}: the account's profile with its settings (AccountSettingsSchema),
 * whatever its role: a learner's or a staff member's profile, or a buddy's account (their public
 * profile has routes of its own; `bio` is their About me).
 */
export const ProfileWithSettingsSchema = z.union([
  LearnerProfileSchema.extend(AccountSettingsSchema.shape),
  StaffProfileSchema.extend(AccountSettingsSchema.shape),
  z
    .object({
      id: z.string(),
      username: z.string(),
      fullName: z.string(),
      email: z.string(),
      role: z.literal('buddy'),
      createdAt: z.string(),
      bio: z.string().nullable(),
    })
    .extend(AccountSettingsSchema.shape),
]);

/** The profiles as read and as changed. */
export type LearnerProfile = z.infer<typeof LearnerProfileSchema>;
export type BuddyOwnProfile = z.infer<typeof BuddyOwnProfileSchema>;
export type LearnerProfileUpdate = z.output<typeof LearnerProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
export type StaffProfile = z.infer<typeof StaffProfileSchema>;
export type ProfileWithSettings = z.infer<typeof ProfileWithSettingsSchema>;
export type OwnProfilePatch = z.output<typeof OwnProfilePatchSchema>;
