import { GraduationCap, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoginForm } from '@/features/auth/components/login-form';
import { ROUTE_TEXTS as TEXTS } from './texts';
import { LOGIN_TEXTS } from '@/features/auth/texts';

const cardClass = 'rounded-3xl border border-stone-200 bg-white p-5 shadow-lg sm:p-8';

/** The combined variant: join as a learner or a buddy, or log in. */
export function Component() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-center text-3xl font-semibold text-balance sm:text-4xl">
          {TEXTS.register.heading}
        </h1>
        <p className="mt-3 text-center text-stone-700">{TEXTS.register.intro}</p>
        <div className="mt-8 grid items-start gap-6 md:grid-cols-2">
          <section aria-labelledby="join-title" className={cardClass}>
            <h2 id="join-title" className="text-2xl font-semibold">
              {TEXTS.register.newHere}
            </h2>
            <p className="mt-2 text-stone-700">{TEXTS.register.takePart}</p>
            <div className="mt-6 grid gap-3">
              <Button asChild size="lg">
                <Link to="/register/learner">
                  <GraduationCap aria-hidden="true" />
                  {TEXTS.register.asLearner}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/register/buddy">
                  <HeartHandshake aria-hidden="true" />
                  {TEXTS.register.asBuddy}
                </Link>
              </Button>
            </div>
          </section>
          <section aria-labelledby="login-title" className={cardClass}>
            <h2 id="login-title" className="mb-6 text-2xl font-semibold">
              {LOGIN_TEXTS.alreadyHaveAccount}
            </h2>
            <LoginForm />
          </section>
        </div>
      </div>
    </div>
  );
}
