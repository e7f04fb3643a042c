import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type DataRouter } from 'react-router';
import { toast } from '@/components/ui/toast';
import { onSessionEnded } from '@/lib/api-client';
import { getAuth, setRenderedWith } from '@/lib/auth-store';
import { queryClient } from './query-client';
import { createRouter } from './router';
import { useEventStream } from './use-event-stream';

function App({ router }: { router: DataRouter }) {
  useEventStream(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/**
 * Starts the app in `root`: hydrates a page prerendered at build time, renders any other. A
 * screen behind a sign-in is prerendered for one role (decision 024): hydrated with the stored
 * sign-in of that role, rendered anew for anyone else (another role, or no sign-in: /login).
 */
export async function startApp(root: HTMLElement) {
  const { renderedFor } = root.dataset;
  const auth = getAuth();
  const hydrate = root.hasChildNodes() && (!renderedFor || renderedFor === auth?.role);
  if (hydrate && renderedFor) setRenderedWith(auth);
  const router = await createRouter({ prerendered: hydrate, queryClient });
  // The server refused the stored sign-in (SPEC section 6): the cache held that user's data.
  onSessionEnded(() => {
    queryClient.clear();
    void router.navigate('/login', { replace: true });
    // Imported when needed: the auth texts bring zod, which the landing page does not load.
    void import('@shared/auth').then(({ AUTH_MESSAGES }) =>
      toast.info(AUTH_MESSAGES.sessionExpired),
    );
  });
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap or a scroll is answered meanwhile.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
