import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** Every screen is its own chunk, loaded when its route is visited. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: 'activities', lazy: () => import('./routes/activities') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);
