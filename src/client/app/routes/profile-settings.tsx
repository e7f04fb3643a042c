import { SettingsPage } from '@/features/settings/components/settings-page';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  // Behind RequireAuth: there is a sign-in.
  const auth = useAuth();
  return auth && <SettingsPage auth={auth} />;
}
