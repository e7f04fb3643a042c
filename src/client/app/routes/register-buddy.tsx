import { AuthPage } from '@/features/auth/components/auth-page';
import { LoginInstead } from '@/features/auth/components/login-instead';
import { BuddyRegistrationForm } from '@/features/auth/components/buddy-registration-form';

export function Component() {
  return (
    <AuthPage
      title="Become a Buddy"
      intro="Share the activities you enjoy and help learners find their voice. A moderator reviews every application, then our learning expert invites you for a friendly interview."
      className="max-w-2xl"
    >
      <BuddyRegistrationForm />
      <LoginInstead />
    </AuthPage>
  );
}
