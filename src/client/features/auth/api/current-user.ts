import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth, type AuthSnapshot } from '@/lib/auth-store';
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

/** Learners and buddies load their own profile; staff have none, so a placeholder stands in. */
export async function getCurrentUser({ role, userId }: AuthSnapshot): Promise<CurrentUser> {
  switch (role) {
    case 'learner':
      return toCurrentUser(await api<LearnerProfile>('/api/learner/profile'));
    case 'buddy':
      return toCurrentUser(await api<BuddyOwnProfile>('/api/buddy/profile'));
    case 'moderator':
      return { id: userId, username: '', fullName: 'Moderator', photo: null, role };
    case 'learning_expert':
      return { id: userId, username: '', fullName: 'Learning Expert', photo: null, role };
  }
}

/** The signed-in user's profile, whoever is signed in. */
export const currentUserKey = ['current-user'] as const;

/** Keyed on the stored token: a new sign-in is a new query, and nothing runs while signed out. */
export const currentUserQueryOptions = (auth: AuthSnapshot | null) =>
  queryOptions({
    queryKey: [...currentUserKey, auth?.token ?? null],
    queryFn: auth ? () => getCurrentUser(auth) : skipToken,
  });

export function useCurrentUser() {
  const auth = useAuth();
  return useQuery(currentUserQueryOptions(auth));
}
