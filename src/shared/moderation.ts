import { z } from 'zod';
import { PROFILE_STATUSES, STATUS_ACTORS } from './buddy-status';
import { multilineText } from './validation';
import { BeforeCursorSchema } from './page-cursor';
import { ProposalSchema } from './proposals-schemas';
import { ROLES, type Role } from './roles';

/**
 * A user as moderators see them (SPEC section 3, "User (moderator view)"). `bio` is a learner's
 * bio or a buddy's "about"; `moderatorNotes` the newest note a moderator wrote with a decision;
 * `interviewFeedback` the learning expert's note with their verdict; the rate is a buddy's
 * lowest hourly rate in euros, `activities` the titles they offer.
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
  bio: z.string().nullable(),
  createdAt: z.string(),
  moderatorNotes: z.string().nullable(),
  interviewScheduledDate: z.string().nullable(),
  interviewFeedback: z.string().nullable(),
  /** A buddy's: their lowest hourly rate in euros, public address and description. */
  buddyProfile: z
    .object({ hourlyRate: z.number().nullable(), slug: z.string(), description: z.string() })
    .nullable(),
  activities: z.array(z.string()),
});
export type ModeratedUser = z.infer<typeof ModeratedUserSchema>;

export const USERS_PAGE_SIZE = 50;
const INVALID_ROLE = `role must be one or more of ${ROLES.join(', ')}, separated by commas`;

/**
 * GET /api/users: `role` one role or several separated by commas (staff:
 * `moderator,learning_expert`), `status` one profile status, `before` the cursor of the
 * page's Link header.
 */
export const UsersQuerySchema = z.object({
  role: z
    .string()
    .max(100, INVALID_ROLE)
    .transform((text, ctx) => {
      const roles = text.split(',');
      if (!roles.every((role): role is Role => (ROLES as readonly string[]).includes(role))) {
        ctx.addIssue({ code: 'custom', message: INVALID_ROLE });
        return z.NEVER;
      }
      return roles;
    })
    .optional(),
  status: z.enum(PROFILE_STATUSES, { error: 'status must be a profile status' }).optional(),
  before: BeforeCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(USERS_PAGE_SIZE),
});

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

/**
 * One move of an account's status history, oldest first (GET /api/users/{id}/status-history, the
 * expert's profiles).
 */
export const StatusChangeSchema = z.object({
  fromStatus: z.enum(PROFILE_STATUSES).nullable(),
  toStatus: z.enum(PROFILE_STATUSES),
  actorRole: z.enum(STATUS_ACTORS),
  note: z.string(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/** POST /api/moderator/suspend/{id}: the reason, kept in the history and mailed to the user. */
export const SuspensionSchema = z.object({
  reason: StaffNotesSchema.pipe(z.string().min(1, 'Please give a reason for the suspension')),
});

/** POST /api/moderator/reinstate/{id}: an optional note for the history. */
export const ReinstatementSchema = z.object({ notes: StaffNotesSchema.optional() });

/**
 * The moderators' session lists (SPEC: Sessions & Proposals, sub-tabs All, Approved, Upcoming,
 * Completed), each at GET /api/moderator/{list}: newest first, by keyset pages.
 */
export const SESSION_LISTS = {
  proposals: 'All',
  'approved-sessions': 'Approved',
  'upcoming-sessions': 'Upcoming',
  'completed-sessions': 'Completed',
} as const;
export type SessionList = keyof typeof SESSION_LISTS;

export const SESSIONS_PAGE_SIZE = 50;
export const SessionListQuerySchema = z.object({
  before: BeforeCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(SESSIONS_PAGE_SIZE),
});

/** A session as moderators see it: the proposal's view, and when a moderator saw to it. */
export const ModeratedSessionSchema = ProposalSchema.extend({
  notifiedAt: z.string().nullable(),
});
export type ModeratedSession = z.infer<typeof ModeratedSessionSchema>;

/**
 * An account that was deleted (SPEC section 3 "Deleted user"): what stays of it for the
 * moderators, written when the account goes (Profile settings, Delete My Account).
 */
export const DeletedUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  deletedAt: z.string(),
  deletionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type DeletedUser = z.infer<typeof DeletedUserSchema>;

export const DELETED_USERS_PAGE_SIZE = 50;

/** GET /api/deleted-users: the latest deletions first; `before` the Link header's cursor. */
export const DeletedUsersQuerySchema = z.object({
  before: BeforeCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(DELETED_USERS_PAGE_SIZE),
});
