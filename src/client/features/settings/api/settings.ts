import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProfileWithSettings } from '@shared/profiles-schemas';

/** What the settings screen reads of any account's profile. */
export type Settings = Pick<
  ProfileWithSettings,
  | 'id'
  | 'role'
  | 'fullName'
  | 'email'
  | 'createdAt'
  | 'emailVerified'
  | 'phone'
  | 'phoneVerified'
  | 'dataRetentionConsent'
  | 'marketingConsent'
  | 'favouritesMailConsent'
  | 'gdprConsentDate'
  | 'termsVersion'
  | 'termsAcceptedAt'
>;

/** The fields Save Changes sends: only those changed, passwords only when set. */
export interface SettingsChanges {
  fullName?: string;
  phone?: string;
  dataRetentionConsent?: boolean;
  marketingConsent?: boolean;
  favouritesMailConsent?: boolean;
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const profilePath = (userId: string) => `/api/profile/${encodeURIComponent(userId)}`;

/** Every account's settings in the cache. */
export const settingsKey = ['settings'] as const;

export const settingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...settingsKey, userId],
    queryFn: () => api<Settings>(profilePath(userId), { auth: 'required' }),
  });

/** GET /api/profile/{id}: the signed-in user's own profile with its settings. */
export const useSettings = (userId: string) => useQuery(settingsQueryOptions(userId));

/** PUT /api/profile/{id}: the changed settings; the answer is the profile as saved. */
export function useUpdateSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SettingsChanges) =>
      api<Settings>(profilePath(userId), { method: 'PUT', body: changes, auth: 'required' }),
    onSuccess: (settings) =>
      queryClient.setQueryData(settingsQueryOptions(userId).queryKey, settings),
    meta: { changes: ['own-profile'] },
  });
}
