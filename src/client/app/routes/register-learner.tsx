import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginInstead } from '@/features/auth/components/login-instead';
import { LearnerRegistrationForm } from '@/features/auth/components/learner-registration-form';

export function Component() {
  return (
    <AuthPage
      title="Join as a Learner"
      intro="Create your account and start practising with fluent speakers."
    >
      <LearnerRegistrationForm />
      <LoginInstead />
    </AuthPage>
  );
}
