import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginInstead } from '@/features/auth/components/login-instead';
import { LearnerRegistrationForm } from '@/features/auth/components/learner-registration-form';
import { ROUTE_TEXTS as TEXTS } from './texts';

export function Component() {
  return (
    <AuthPage title={TEXTS.registerLearner.title} intro={TEXTS.registerLearner.intro}>
      <LearnerRegistrationForm />
      <LoginInstead />
    </AuthPage>
  );
}
