import { Link } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { LearnerRegistrationForm } from '@/features/auth/components/learner-registration-form';

export function Component() {
  return (
    <AuthPage
      title="Join as a Learner"
      intro="Create your account and start practising with fluent speakers."
    >
      <LearnerRegistrationForm />
      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          Log in
        </Link>
      </p>
    </AuthPage>
  );
}
