import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';
import { api } from '@/lib/api-client';
import { favouritesKey } from './favourites-key';
import type { Favourite } from '@shared/favourites';

/** The signed-in learner's saved buddies (GET /api/learner/favourites): the hearts, the dashboard. */
export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: favouritesKey,
    queryFn: () => api<Favourite[]>('/api/learner/favourites', { auth: 'required' }),
  });

export const useFavourites = (enabled = true) => useQuery({ ...favouritesQueryOptions(), enabled });

/**
 * Saves (`true`) or removes (`false`) one buddy: PUT or DELETE /api/learner/favourites/{slug}.
 * Pending until the list is read again, so a heart showing the wished state never flips back
 * meanwhile; a failure says so once.
 */
export function useToggleFavourite(buddy: { id: string; name: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      api<unknown>(`/api/learner/favourites/${encodeURIComponent(buddy.id)}`, {
        method: save ? 'PUT' : 'DELETE',
        auth: 'required',
      }),
    onError: (_error, save) =>
      toast.error(save ? TEXTS.favourite.saveFailed(buddy.name) : TEXTS.favourite.removeFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
}
