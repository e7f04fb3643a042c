import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { clearAuth, leaveSession } from '@/lib/auth-store';

export const logout = () => {
  leaveSession('/login');
  return api<{ message: string }>('/api/logout', { method: 'POST' });
};

/**
 * Ends the session on the server, then forgets it here whatever the server said: a failed
 * call must not keep anyone signed in on this device (SPEC section 4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearAuth();
      queryClient.clear();
      void navigate('/login');
    },
  });
}
