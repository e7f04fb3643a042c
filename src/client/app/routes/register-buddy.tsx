import { Link } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { BuddyRegistrationForm } from '@/features/auth/components/buddy-registration-form';

export function Component() {
  return (
    <AuthPage
      title="Become a Buddy"
      intro="Share the activities you enjoy and help learners find their voice. A moderator reviews every application, then our learning expert invites you for a friendly interview."
      className="max-w-2xl"
    >
      <BuddyRegistrationForm />
      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          Log in
        </Link>
      </p>
    </AuthPage>
  );
}
