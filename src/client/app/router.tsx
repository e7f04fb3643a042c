import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { buddyQueryOptions } from '@/features/buddies/api/get-buddy';
import { sessionSummaryQueryOptions } from '@/features/sessions/api/get-session-summary';
import { ownLearnerProfileQueryOptions } from '@/hooks/use-own-learner-profile';
import { RequireAuth } from './layout/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { screen, type FirstRead, type ScreenHandle } from './screen-handle';
import { PAGE_TITLES as TITLES } from './texts';

/**
 * The screens that need a stored sign-in (SPEC sections 2 and 6). Each later issue points its
 * own entry at its screen.
 */
const signedInRoutes: RouteObject[] = [
  { path: 'buddies', lazy: () => import('./routes/buddies'), handle: screen(TITLES.buddies) },
  {
    path: 'buddy/:id',
    lazy: () => import('./routes/buddy-profile'),
    handle: screen(TITLES.buddyProfile, ({ id = '' }) => [buddyQueryOptions(id)]),
  },
  // Each role's dashboard: where a sign-in (the server's redirectUrl, DASHBOARD_BY_ROLE) and the
  // header's avatar lead.
  {
    path: 'learner/dashboard',
    lazy: () => import('./routes/learner-dashboard'),
    handle: screen(TITLES.learnerDashboard, () => [
      ownLearnerProfileQueryOptions(),
      sessionSummaryQueryOptions(),
    ]),
  },
  {
    path: 'buddy/dashboard',
    lazy: () => import('./routes/buddy-dashboard'),
    handle: screen(TITLES.buddyDashboard),
  },
  {
    path: 'moderator/dashboard',
    lazy: () => import('./routes/moderator-dashboard'),
    handle: screen(TITLES.moderatorDashboard),
  },
  {
    path: 'moderator-dashboard',
    element: <Navigate to="/moderator/dashboard" replace />,
    handle: screen(TITLES.moderatorDashboard),
  },
  {
    path: 'expert/dashboard',
    lazy: () => import('./routes/expert-dashboard'),
    handle: screen(TITLES.expertDashboard),
  },
  { path: 'messages', lazy: () => import('./routes/messages'), handle: screen(TITLES.messages) },
  {
    path: 'profile/settings',
    lazy: () => import('./routes/profile-settings'),
    handle: screen(TITLES.profileSettings),
  },
  {
    path: 'learner-profile',
    lazy: () => import('./routes/learner-profile'),
    handle: screen(TITLES.learnerProfile),
  },
  // The step right after a learner signs up: what suits them (decision 057).
  {
    path: 'learner/welcome',
    lazy: () => import('./routes/learner-welcome'),
    handle: screen(TITLES.learnerWelcome, () => [ownLearnerProfileQueryOptions()]),
  },
  {
    path: 'buddy/profile/edit',
    lazy: () => import('./routes/buddy-profile-edit'),
    handle: screen(TITLES.buddyProfileEdit),
  },
  // Payments (decision 038): a learner's receipt, a buddy's monthly statement; both printable.
  {
    path: 'learner/receipts/:sessionId',
    lazy: () => import('./routes/receipt'),
    handle: screen(TITLES.receipt),
  },
  // A mail's way to pay what a session waits for (decision 039).
  { path: 'pay/:sessionId', lazy: () => import('./routes/pay'), handle: screen(TITLES.pay) },
  {
    path: 'buddy/statements/:month',
    lazy: () => import('./routes/statement'),
    handle: screen(TITLES.statement),
  },
];

/** Every screen is its own chunk, loaded when its route is visited. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the router loads the first screen's chunk itself, when createRouter could not.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/landing'), handle: { title: TITLES.site } },
      {
        path: 'activities',
        lazy: () => import('./routes/activities'),
        handle: screen(TITLES.activities),
      },
      { path: 'login', lazy: () => import('./routes/login'), handle: screen(TITLES.login) },
      {
        path: 'register',
        lazy: () => import('./routes/register'),
        handle: screen(TITLES.register),
      },
      {
        path: 'register/learner',
        lazy: () => import('./routes/register-learner'),
        handle: screen(TITLES.registerLearner),
      },
      {
        path: 'register/buddy',
        lazy: () => import('./routes/register-buddy'),
        handle: screen(TITLES.registerBuddy),
      },
      {
        path: 'reset-password',
        lazy: () => import('./routes/reset-password'),
        handle: screen(TITLES.resetPassword),
      },
      // A mail's one-click unsubscribe, signed out (decision 065).
      {
        path: 'unsubscribe',
        lazy: () => import('./routes/unsubscribe'),
        handle: screen(TITLES.unsubscribe),
      },
      // The legal pages (decision 048).
      { path: 'privacy', lazy: () => import('./routes/privacy'), handle: screen(TITLES.privacy) },
      { path: 'terms', lazy: () => import('./routes/terms'), handle: screen(TITLES.terms) },
      { path: 'imprint', lazy: () => import('./routes/imprint'), handle: screen(TITLES.imprint) },
      // The built-in test provider's checkout (decision 038); its calls exist with PAYMENTS=test only.
      {
        path: 'payments/test-checkout',
        lazy: () => import('./routes/test-checkout'),
        handle: screen(TITLES.testCheckout),
      },
      { element: <RequireAuth />, children: signedInRoutes },
      { path: '*', lazy: () => import('./routes/not-found'), handle: screen(TITLES.notFound) },
    ],
  },
];

/**
 * The browser's router, once the screen at the current address has loaded (its first reads
 * started meanwhile): a prerendered page hydrates with the screen it was rendered with, never an
 * empty fallback in between.
 * `prerendered`: the page is already shown and the browser has placed its scroll (a #hash, or
 * the visitor's own scrolling before the app started): as for any hydrated page, the router
 * leaves it there instead of starting at the top.
 */
/** The first reads of the screen at `location` (a browser's, or the server's page request). */
export const firstReadsAt = (location: Partial<Location> | string): FirstRead[] =>
  (matchRoutes(routes, location) ?? []).flatMap(
    ({ route, params }) => (route.handle as ScreenHandle | undefined)?.firstReads?.(params) ?? [],
  );

export async function createRouter({
  prerendered,
  hydrated,
  queryClient,
}: {
  prerendered: boolean;
  /** Settles once a prerendered page has hydrated (at once for a page rendered anew). */
  hydrated: Promise<void>;
  queryClient: QueryClient;
}) {
  // The answers the page was rendered with on the server are in the cache already (startApp).
  for (const read of firstReadsAt(window.location)) {
    if (queryClient.getQueryData(read.queryKey) !== undefined) continue;
    void queryClient.prefetchQuery({
      queryKey: read.queryKey,
      // Asked at once; answered to the screen once the page has hydrated: a hydrating page
      // renders first as it was prerendered, before its data (an answer would not match).
      queryFn: async (context) => {
        const [answer] = await Promise.all([(read.queryFn as QueryFunction)(context), hydrated]);
        return answer;
      },
    });
  }
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      // A chunk that fails to load is left to the router, which tries again and shows the error.
      const screen = await route.lazy().catch(() => undefined);
      if (screen) Object.assign(route, screen, { lazy: undefined });
    }),
  );
  // The routes have no loaders: nothing to hand over but that the page is hydrated.
  return createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
}
