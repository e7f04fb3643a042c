import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { clearAuth } from '@/lib/auth-store';

export const logout = () => api<{ message: string }>('/api/logout', { method: 'POST' });

/** Names the pending logout, which the event stream's `signed-out` of this tab then echoes. */
export const logoutMutationKey = ['logout'] as const;

/**
 * Ends the session on the server, then forgets it here whatever the server said: a failed
 * call must not keep anyone signed in on this device (SPEC section 4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: logout,
    onSettled: () => {
      clearAuth();
      queryClient.clear();
      void navigate('/login');
    },
  });
}
