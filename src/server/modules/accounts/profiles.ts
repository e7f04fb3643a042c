import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { learnerProfiles } from '../../db/schema/users';
import { isApproved } from '../../../shared/buddy-status';
import {
  DEFAULT_PROFICIENCY_LEVEL,
  type BuddyOwnProfile,
  type LearnerProfile,
} from '../../../shared/profiles';
import { ownBuddyProfile } from '../buddies/profiles';
import type { User } from './repository';

function ownBase(user: User) {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    profilePhoto: user.photo,
    avatarUrl: user.photo,
    profileStatus: user.profileStatus,
    isApproved: isApproved(user.profileStatus),
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function learnerProfileOf(db: Executor, user: User): Promise<LearnerProfile> {
  const [profile] = await db
    .select()
    .from(learnerProfiles)
    .where(eq(learnerProfiles.userId, user.id));
  return {
    ...ownBase(user),
    languageLearning: profile?.languageLearning ?? 'English',
    proficiencyLevel: profile?.proficiencyLevel ?? DEFAULT_PROFICIENCY_LEVEL,
    availability: profile?.availability ?? null,
    availabilitySlots: profile?.availabilitySlots ?? [],
    bio: profile?.bio ?? null,
    interests: profile?.interests ?? null,
    age: profile?.age ?? null,
    gender: profile?.gender ?? null,
  };
}

export async function buddyProfileOf(db: Executor, user: User): Promise<BuddyOwnProfile> {
  return { ...ownBase(user), ...(await ownBuddyProfile(db, user.id, user.username)) };
}
