import { Navigate, Outlet } from 'react-router';
import { afterSignIn, useAuth } from '@/lib/auth-store';

/**
 * Screens behind a sign-in: without stored credentials the visitor goes to /login (home after
 * deleting their account here).
 */
export function RequireAuth() {
  return useAuth() ? <Outlet /> : <Navigate to={afterSignIn()} replace />;
}
