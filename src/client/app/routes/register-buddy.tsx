import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginInstead } from '@/features/auth/components/login-instead';
import { BuddyRegistrationForm } from '@/features/auth/components/buddy-registration-form';
import { ROUTE_TEXTS as TEXTS } from './texts';

export function Component() {
  return (
    <AuthPage
      title={TEXTS.registerBuddy.title}
      intro={TEXTS.registerBuddy.intro}
      className="max-w-2xl"
    >
      <BuddyRegistrationForm />
      <LoginInstead />
    </AuthPage>
  );
}
