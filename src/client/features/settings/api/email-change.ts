import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profile/change-email/status (SPEC section 3 "Email change status"). */
export interface EmailChangeStatus {
  hasPendingRequest: boolean;
  newEmail: string | null;
  currentEmailVerified: boolean;
  status: 'none' | 'pending' | 'completed';
  expiresAt: string | null;
}

const emailChangeQueryOptions = () =>
  queryOptions({
    queryKey: ['email-change'],
    queryFn: () => api<EmailChangeStatus>('/api/profile/change-email/status', { auth: 'required' }),
  });

export const useEmailChangeStatus = () => useQuery(emailChangeQueryOptions());

/** Each step of a change answers with the status read again, and the settings when it completes. */
function useEmailChangeStep<T>(call: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries(emailChangeQueryOptions()),
    meta: { changes: ['own-profile'] },
  });
}

const post = (path: string, body: object, auth?: 'required') =>
  api<{ message: string }>(`/api/profile/change-email/${path}`, { method: 'POST', body, auth });

/** POST initiate: the new address and the current password; a token mailed to each address. */
export const useInitiateEmailChange = () =>
  useEmailChangeStep((input: { newEmail: string; currentPassword: string }) =>
    post('initiate', input, 'required'),
  );

/** POST verify-current and verify-new: a token from either mail. */
export const useVerifyEmailChange = (half: 'current' | 'new') =>
  useEmailChangeStep((token: string) => post(`verify-${half}`, { token }));

/** DELETE cancel: the pending request; its tokens stop working. */
export const useCancelEmailChange = () =>
  useEmailChangeStep(() =>
    api<{ message: string }>('/api/profile/change-email/cancel', {
      method: 'DELETE',
      auth: 'required',
    }),
  );
