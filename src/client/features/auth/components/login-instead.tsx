import { Link, useSearchParams } from 'react-router';
import { loginFor, RETURN_PARAM } from '@/lib/return-path';
import { LOGIN_TEXTS as TEXTS } from '../texts';

/** To the login, returning where the sign-up would have (`?next=`). */
export function LoginInstead() {
  const [params] = useSearchParams();
  return (
    <p className="mt-6 text-center text-sm text-stone-700">
      {TEXTS.alreadyHaveAccount}{' '}
      <Link
        to={loginFor(params.get(RETURN_PARAM))}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        {TEXTS.logIn}
      </Link>
    </p>
  );
}
