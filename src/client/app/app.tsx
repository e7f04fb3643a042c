import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type DataRouter } from 'react-router';
import { toast } from '@/components/ui/toast';
import { onSessionEnded } from '@/lib/api-client';
import { getAuth, RenderedWith } from '@/lib/auth-store';
import { FIRST_READS_ELEMENT_ID, type FirstReadAnswer } from '@shared/page-renderer';
import { queryClient } from './query-client';
import { createRouter, routes } from './router';
import { useEventStream } from './use-event-stream';
import { loginFor, pathOf } from '@/lib/return-path';

function App({ router, onMounted }: { router: DataRouter; onMounted: () => void }) {
  useEventStream(queryClient);
  useEffect(onMounted, [onMounted]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/**
 * The answers a page was rendered with on the server (decision 033), put in the cache before it
 * hydrates, so that hydration renders what the server did.
 */
function receiveFirstReads() {
  const element = document.getElementById(FIRST_READS_ELEMENT_ID);
  const answers = JSON.parse(element?.textContent || '[]') as FirstReadAnswer[];
  for (const { queryKey, data } of answers) queryClient.setQueryData(queryKey, data);
}

/** The route pattern the address matches, e.g. `/buddy/:id`. */
const screenAt = (location: Location) =>
  `/${(matchRoutes(routes, location) ?? []).flatMap(({ route }) => route.path ?? []).join('/')}`;

/**
 * Starts the app in `root`: hydrates a page prerendered at build time, renders any other. A
 * screen behind a sign-in is prerendered for one role and one route (decision 024): hydrated
 * with the stored sign-in of that role there, rendered anew otherwise (another role, no sign-in
 * and so /login, or another screen whose address fits the same pattern, /buddy/dashboard). A
 * screen the server rendered with a user's data (decision 033, `data-user-id`) hydrates for
 * that user only, with the answers it was rendered with.
 */
export async function startApp(root: HTMLElement) {
  const { renderedFor, screen, userId } = root.dataset;
  const auth = getAuth();
  const hydrate =
    root.hasChildNodes() &&
    (!renderedFor ||
      (renderedFor === auth?.role &&
        screen === screenAt(window.location) &&
        (!userId || userId === auth.userId)));
  if (hydrate && userId) receiveFirstReads();
  let onHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => (onHydrated = resolve));
  if (!hydrate) onHydrated();
  // Once the router's provider listens to it (it subscribes as it mounts): a navigation that
  // ends before, while a time-sliced first render is under way, would never reach the screen.
  let onListening = () => {};
  const listening = new Promise<void>((resolve) => (onListening = resolve));
  const onMounted = () => {
    onHydrated();
    onListening();
  };
  const router = await createRouter({ prerendered: hydrate, hydrated, queryClient });
  // The server refused the stored sign-in (SPEC section 6): the cache held that user's data.
  // Signed in again, the visitor comes back to where they were.
  onSessionEnded(() => {
    queryClient.clear();
    void listening.then(() =>
      router.navigate(loginFor(pathOf(router.state.location)), { replace: true }),
    );
    // Imported when needed: the auth texts bring zod, which the landing page does not load.
    void import('@shared/auth').then(({ AUTH_MESSAGES }) =>
      toast.info(AUTH_MESSAGES.sessionExpired),
    );
  });
  const app = (
    <StrictMode>
      <RenderedWith value={hydrate && renderedFor ? auth : null}>
        <App router={router} onMounted={onMounted} />
      </RenderedWith>
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a tap or a scroll is answered meanwhile.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
