import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthPage } from '@/features/auth/components/auth-page';
import { BenefitTiles } from '@/features/auth/components/benefit-tiles';
import { LoginForm } from '@/features/auth/components/login-form';
import { ROUTE_TEXTS as TEXTS } from './texts';
import { LOGIN_TEXTS } from '@/features/auth/texts';

type Tab = 'login' | 'signup';

/**
 * The sign-up tab's form, with its rules (zod), loads when that tab is first shown: the page
 * opens on the sign-in, and its first load is the larger for every byte here (decision 067).
 */
const SignUpForm = lazy(() =>
  import('@/features/auth/components/sign-up-form').then(({ SignUpForm }) => ({
    default: SignUpForm,
  })),
);

/**
 * Login / Sign Up. `?tab=signup` opens the Sign Up tab, so links can point at it; `?next=` is
 * the page to return to, kept across the tabs.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'signup' ? 'signup' : 'login';

  const changeTab = (tab: string) =>
    setSearchParams(
      (params) => {
        if (tab === 'signup') params.set('tab', 'signup');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <AuthPage title={TEXTS.login.title}>
        <Tabs value={tab} onValueChange={changeTab}>
          <TabsList aria-label={TEXTS.login.tabs}>
            <TabsTrigger value="login">{LOGIN_TEXTS.login}</TabsTrigger>
            <TabsTrigger value="signup">{TEXTS.login.signUp}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm />
          </TabsContent>
          <TabsContent value="signup">
            <Suspense>
              <SignUpForm />
            </Suspense>
          </TabsContent>
        </Tabs>
      </AuthPage>
      <div className="px-4 pb-16">
        <BenefitTiles />
      </div>
    </>
  );
}
