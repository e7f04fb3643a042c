import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Undelivered } from '@shared/undelivered';

const undeliveredKey = ['moderation', 'undelivered'] as const;

/** GET /api/moderation/undelivered: mail and other work the outbox gave up (decision 042). */
export function useUndelivered() {
  return useQuery({
    queryKey: undeliveredKey,
    queryFn: () => api<Undelivered[]>('/api/moderation/undelivered', { auth: 'required' }),
  });
}

/** Puts one back in line, once its cause (the mail server, the provider) is put right. */
export function useTryAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ queued: true }>(`/api/moderation/undelivered/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        auth: 'required',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: undeliveredKey }),
  });
}
