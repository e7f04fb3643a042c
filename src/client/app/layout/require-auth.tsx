import { Navigate, Outlet, useLocation } from 'react-router';
import { leavingTo, useAuth } from '@/lib/auth-store';
import { loginFor, pathOf } from '@/lib/return-path';

/**
 * Screens behind a sign-in: without stored credentials the visitor goes to /login, which leads
 * back here once signed in (home after deleting their account here, /login after a logout).
 */
export function RequireAuth() {
  const location = useLocation();
  const auth = useAuth();
  return auth ? <Outlet /> : <Navigate to={leavingTo() ?? loginFor(pathOf(location))} replace />;
}
