import { Navigate } from 'react-router';
import { BuddyDashboard } from '@/features/buddy/components/buddy-dashboard';
import { useAuth } from '@/lib/auth-store';
import { DASHBOARD_BY_ROLE } from '@shared/roles';

export function Component() {
  // Behind RequireAuth: there is a sign-in. Another role goes to its own dashboard.
  const auth = useAuth();
  if (!auth) return null;
  if (auth.role !== 'buddy') return <Navigate to={DASHBOARD_BY_ROLE[auth.role]} replace />;
  return <BuddyDashboard userId={auth.userId} />;
}
