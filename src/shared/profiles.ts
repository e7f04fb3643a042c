import { z } from 'zod';
import { PROFILE_STATUSES } from './buddy-status';
import { ROLES } from './roles';

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
});
export type BuddyOwnProfile = z.infer<typeof BuddyOwnProfileSchema>;
