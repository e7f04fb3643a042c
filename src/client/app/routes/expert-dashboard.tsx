import { Navigate } from 'react-router';
import { ExpertDashboard } from '@/features/expert/components/expert-dashboard';
import { useAuth } from '@/lib/auth-store';
import { DASHBOARD_BY_ROLE } from '@shared/roles';

export function Component() {
  // Behind RequireAuth: there is a sign-in. Another role goes to its own dashboard.
  const auth = useAuth();
  if (!auth) return null;
  if (auth.role !== 'learning_expert')
    return <Navigate to={DASHBOARD_BY_ROLE[auth.role]} replace />;
  return <ExpertDashboard />;
}
