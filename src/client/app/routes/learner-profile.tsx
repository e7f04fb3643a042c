import { LearnerProfilePage } from '@/features/learner/components/learner-profile-page';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  // Behind RequireAuth: there is a sign-in.
  const auth = useAuth();
  return auth && <LearnerProfilePage auth={auth} />;
}
