import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './layout/require-auth';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** Stands in for the signed-in screens still to be built. */
const notBuiltYet = () => import('./routes/not-found');

/**
 * The screens that need a stored sign-in (SPEC sections 2 and 6). Each later issue points its
 * own entry at its screen.
 */
const signedInRoutes: RouteObject[] = [
  { path: 'buddies', lazy: () => import('./routes/buddies') },
  { path: 'buddy/:id', lazy: () => import('./routes/buddy-profile') },
  { path: 'messages', lazy: notBuiltYet },
  { path: 'learner/dashboard', lazy: notBuiltYet },
  { path: 'buddy/dashboard', lazy: notBuiltYet },
  { path: 'moderator/dashboard', lazy: notBuiltYet },
  { path: 'moderator-dashboard', lazy: notBuiltYet },
  { path: 'expert/dashboard', lazy: notBuiltYet },
  { path: 'profile/settings', lazy: notBuiltYet },
  { path: 'learner-profile', lazy: notBuiltYet },
  { path: 'buddy/profile/edit', lazy: notBuiltYet },
];

/** Every screen is its own chunk, loaded when its route is visited. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's chunk loads.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: 'activities', lazy: () => import('./routes/activities') },
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'register', lazy: () => import('./routes/register') },
      { path: 'register/learner', lazy: () => import('./routes/register-learner') },
      { path: 'register/buddy', lazy: () => import('./routes/register-buddy') },
      { path: 'reset-password', lazy: () => import('./routes/reset-password') },
      { element: <RequireAuth />, children: signedInRoutes },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
