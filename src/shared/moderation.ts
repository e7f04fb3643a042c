import { z } from 'zod';
import { PROFILE_STATUSES } from './buddy-status';
import { multilineText } from './validation';
import { ROLES } from './roles';

/**
 * A user as moderators see them (SPEC section 3, "User (moderator view)"): the account's own
 * fields. Interview and moderation notes join this list with the moderation issue.
 */
export const ModeratedUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  profileStatus: z.enum(PROFILE_STATUSES),
  isApproved: z.boolean(),
  profilePhoto: z.string().nullable(),
  languageLearning: z.string().nullable(),
  languagesTeaching: z.string().nullable(),
  createdAt: z.string(),
});
export type ModeratedUser = z.infer<typeof ModeratedUserSchema>;

/** Notes a moderator or expert writes with a decision: kept in the buddy's status history. */
export const STAFF_NOTES_MAX = 2000;
export const StaffNotesSchema = multilineText()
  .trim()
  .max(STAFF_NOTES_MAX, `Notes can be at most ${STAFF_NOTES_MAX} characters`);

/**
 * POST /api/moderator/review-profile/{id}: 'Send to Expert' (approved true) or 'Reject'
 * (approved false), with the moderator's notes (the default note of the move when empty).
 */
export const ProfileReviewSchema = z.object({
  approved: z.boolean({ error: 'Say whether the profile is approved (true or false)' }),
  notes: StaffNotesSchema.optional(),
});
export type ProfileReview = z.infer<typeof ProfileReviewSchema>;

/** The buddy's status after a staff member's decision. */
export const StatusDecisionSchema = z.object({
  id: z.string(),
  profileStatus: z.enum(PROFILE_STATUSES),
  isApproved: z.boolean(),
});
export type StatusDecision = z.infer<typeof StatusDecisionSchema>;
