import { z } from 'zod';
import { PROFILE_STATUSES } from './buddy-status';
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
