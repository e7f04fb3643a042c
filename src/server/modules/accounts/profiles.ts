import type { Executor } from '../../db/client';
import { isApproved } from '../../../shared/buddy-status';
import type { BuddyOwnProfile, LearnerProfile } from '../../../shared/profiles-schemas';
import { presentOwnBuddyProfile } from '../buddies/profiles';
import { latestInterviews } from '../expert/interviews';
import { findBuddyAccount, findLearnerAccount, type OwnAccount } from './repository';

function ownBase(user: OwnAccount) {
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

/** A learner's own profile; undefined when the account is not there or not a learner's. */
export async function learnerProfileOf(
  db: Executor,
  userId: string,
): Promise<LearnerProfile | undefined> {
  const row = await findLearnerAccount(db, userId);
  if (!row || row.account.role !== 'learner') return undefined;
  const { account, profile } = row;
  return {
    ...ownBase(account),
    languageLearning: profile?.languageLearning ?? 'English',
    proficiencyLevel: profile?.proficiencyLevel ?? null,
    availability: profile?.availability ?? null,
    availabilitySlots: profile?.availabilitySlots ?? [],
    bio: profile?.bio ?? null,
    interests: profile?.interests ?? null,
    age: profile?.age ?? null,
    gender: profile?.gender ?? null,
    goals: profile?.goals ?? [],
    activityIds: profile?.activityIds ?? [],
    districts: profile?.districts ?? [],
    budgetMaxCents: profile?.budgetMaxCents ?? null,
  };
}

/** A buddy's own profile; undefined when the account is not there. */
export async function buddyProfileOf(
  db: Executor,
  userId: string,
): Promise<BuddyOwnProfile | undefined> {
  const row = await findBuddyAccount(db, userId);
  if (!row) return undefined;
  const { account, profile, offers } = row;
  const interview =
    account.profileStatus === 'interview_scheduled'
      ? (await latestInterviews(db, [userId])).get(userId)
      : undefined;
  return {
    ...ownBase(account),
    ...presentOwnBuddyProfile(profile, offers, account.username),
    interviewStartsAt: interview?.status === 'scheduled' ? interview.startsAt : null,
    interviewWhere: interview?.status === 'scheduled' ? interview.where : null,
  };
}
