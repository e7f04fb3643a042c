import { MessagesScreen } from '@/features/messaging/components/messages-screen';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  // Behind RequireAuth: there is a sign-in.
  const auth = useAuth();
  return auth && <MessagesScreen auth={auth} />;
}
