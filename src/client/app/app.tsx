import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { toast } from '@/components/ui/toast';
import { onSessionEnded } from '@/lib/api-client';
import { useEventStream } from './use-event-stream';
import { queryClient } from './query-client';
import { router } from './router';

// The server refused the stored sign-in (SPEC section 6): the cache held that user's data.
onSessionEnded(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
  // Imported when needed: the auth texts bring zod, which the landing page does not load.
  void import('@shared/auth').then(({ AUTH_MESSAGES }) => toast.info(AUTH_MESSAGES.sessionExpired));
});

export function App() {
  useEventStream(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
