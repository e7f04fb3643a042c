import { useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { AuthPage } from '@/features/auth/components/auth-page';
import { UnsubscribePanel } from '@/features/settings/components/unsubscribe-panel';
import { TEXTS } from '@/features/settings/texts';

/** A mail's "Stop these mails" link (decision 065): works signed out. */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthPage title={TEXTS.unsubscribe.title}>
      {token ? (
        <UnsubscribePanel token={token} />
      ) : (
        <FormAlert>{TEXTS.unsubscribe.noLink}</FormAlert>
      )}
    </AuthPage>
  );
}
