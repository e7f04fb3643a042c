import { Navigate, useParams } from 'react-router';
import { Receipt } from '@/features/payments/components/receipt';
import { useAuth } from '@/lib/auth-store';
import { DASHBOARD_BY_ROLE } from '@shared/roles';

/** /learner/receipts/:sessionId: a paid session's receipt, to its learner (decision 038). */
export function Component() {
  const auth = useAuth();
  const { sessionId = '' } = useParams();
  if (!auth) return null;
  if (auth.role !== 'learner' && auth.role !== 'moderator') {
    return <Navigate to={DASHBOARD_BY_ROLE[auth.role]} replace />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <Receipt sessionId={sessionId} />
    </div>
  );
}
