import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markConversationRead } from '@/hooks/use-conversations';
import { useAuth } from '@/lib/auth-store';
import { receiveRead } from './get-conversation';

/** Marks what a counterpart sent read, here at once; other tabs hear it from the server. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const me = useAuth()?.userId ?? '';
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (_result, counterpartId) =>
      receiveRead(
        queryClient,
        { readerId: me, counterpartId, readAt: new Date().toISOString() },
        me,
      ),
  });
}
