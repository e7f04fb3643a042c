import { useQuery } from '@tanstack/react-query';
import { ownBuddyProfileQueryOptions } from '@/hooks/use-own-buddy-profile';
import { ownLearnerProfileQueryOptions } from '@/hooks/use-own-learner-profile';
import { useAuth } from '@/lib/auth-store';
import type { BuddyOwnProfile, LearnerProfile } from '@shared/profiles';
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

const STAFF_NAMES = { moderator: 'Moderator', learning_expert: 'Learning Expert' } as const;

/**
 * Who is signed in, for the header. Learners and buddies: their own profile's query, the one the
 * dashboards read too (one request for both); staff have no profile, so a placeholder stands in.
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
  if (role === 'learner') return learner;
  if (role === 'buddy') return buddy;
  if (!auth || !role) return { isError: false };
  const fullName = STAFF_NAMES[role];
  return { data: { id: auth.userId, username: '', fullName, photo: null, role }, isError: false };
}
