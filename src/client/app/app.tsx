import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { onSessionEnded } from '@/lib/api-client';
import { AUTH_MESSAGES } from '@shared/auth';
import { queryClient } from './query-client';
import { router } from './router';

// The server refused the stored sign-in (SPEC section 6): the cache held that user's data.
onSessionEnded(() => {
  queryClient.clear();
  toast.info(AUTH_MESSAGES.sessionExpired);
  void router.navigate('/login', { replace: true });
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
