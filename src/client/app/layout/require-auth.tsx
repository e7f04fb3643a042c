import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/lib/auth-store';

/** Screens behind a sign-in: without stored credentials the visitor goes to /login. */
export function RequireAuth() {
  return useAuth() ? <Outlet /> : <Navigate to="/login" replace />;
}
