import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { receiveRead } from './get-conversation';

export const markRead = (userId: string) =>
  api<{ read: number }>(`/api/conversations/${encodeURIComponent(userId)}/read`, {
    method: 'POST',
    auth: 'required',
  });

/** Marks what a counterpart sent read, here at once; other tabs hear it from the server. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const me = useAuth()?.userId ?? '';
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_result, counterpartId) =>
      receiveRead(
        queryClient,
        { readerId: me, counterpartId, readAt: new Date().toISOString() },
        me,
      ),
  });
}
