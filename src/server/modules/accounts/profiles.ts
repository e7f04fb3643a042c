import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { buddyProfiles } from '../../db/schema/buddies';
import { learnerProfiles } from '../../db/schema/users';
import { isApproved } from '../../../shared/buddy-status';
import { DEFAULT_LANGUAGES } from '../../../shared/languages';
import { DEFAULT_MEETING_PLACE } from '../../../shared/discovery';
import { presentOffer } from '../../../shared/offers';
import type { BuddyOwnProfile, LearnerProfile } from '../../../shared/profiles';
import { offersOf } from '../buddies/repository';
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
    proficiencyLevel: profile?.proficiencyLevel ?? 'Beginner',
    availability: profile?.availability ?? null,
    bio: profile?.bio ?? null,
    interests: profile?.interests ?? null,
    age: profile?.age ?? null,
    gender: profile?.gender ?? null,
  };
}

export async function buddyProfileOf(db: Executor, user: User): Promise<BuddyOwnProfile> {
  const [profile] = await db.select().from(buddyProfiles).where(eq(buddyProfiles.userId, user.id));
  const offered = await offersOf(db, [user.id]);
  return {
    ...ownBase(user),
    slug: profile?.slug ?? user.username,
    description: profile?.description ?? '',
    about: profile?.about ?? null,
    location: profile?.location ?? DEFAULT_MEETING_PLACE,
    availability: profile?.availability ?? null,
    languages: profile?.languages ?? [...DEFAULT_LANGUAGES],
    activities: offered.map(presentOffer),
  };
}
