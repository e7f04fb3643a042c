import { Link } from 'react-router';

export function LoginInstead() {
  return (
    <p className="mt-6 text-center text-sm text-stone-700">
      Already have an account?{' '}
      <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
        Log in
      </Link>
    </p>
  );
}
