import { useQuery } from '@tanstack/react-query';
import { ownBuddyProfileQueryOptions } from '@/hooks/use-own-buddy-profile';
import { ownLearnerProfileQueryOptions } from '@/hooks/use-own-learner-profile';
import { ownStaffProfileQueryOptions } from '@/hooks/use-own-staff-profile';
import { useAuth } from '@/lib/auth-store';
import type { BuddyOwnProfile, LearnerProfile, StaffProfile } from '@shared/profiles-schemas';
import type { Role } from '@shared/roles';

/** Who is signed in (SPEC section 3, Current user). */
export interface CurrentUser {
  id: string;
  username: string;
  fullName: string;
  photo: string | null;
  role: Role;
}

const toCurrentUser = (profile: LearnerProfile | BuddyOwnProfile): CurrentUser => ({
  id: profile.id,
  username: profile.username,
  fullName: profile.fullName,
  photo: profile.profilePhoto ?? profile.avatarUrl,
  role: profile.role,
});

const staffToCurrentUser = (profile: StaffProfile): CurrentUser => ({
  id: profile.id,
  username: profile.username,
  fullName: profile.fullName,
  photo: null,
  role: profile.role,
});

/**
 * Who is signed in, for the header: their own profile's query, the one their dashboard reads too
 * (one request for both). Staff are named by their own name, not by their role (the spec's
 * placeholder 'Moderator' made every moderator's avatar an M).
 */
export function useCurrentUser(): { data?: CurrentUser; isError: boolean } {
  const auth = useAuth();
  const role = auth?.role;
  const learner = useQuery({
    ...ownLearnerProfileQueryOptions(),
    select: toCurrentUser,
    enabled: role === 'learner',
  });
  const buddy = useQuery({
    ...ownBuddyProfileQueryOptions(),
    select: toCurrentUser,
    enabled: role === 'buddy',
  });
  const staff = useQuery({
    ...ownStaffProfileQueryOptions(auth?.userId ?? ''),
    select: staffToCurrentUser,
    enabled: role === 'moderator' || role === 'learning_expert',
  });
  if (role === 'learner') return learner;
  if (role === 'buddy') return buddy;
  if (!auth || !role) return { isError: false };
  return staff;
}
