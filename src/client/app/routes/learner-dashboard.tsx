import { LearnerDashboard } from '@/features/learner/components/learner-dashboard';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  // Behind RequireAuth: there is a sign-in (token and user id, SPEC section 6).
  const auth = useAuth();
  return auth && <LearnerDashboard auth={auth} />;
}
