import { Navigate, useParams } from 'react-router';
import { Statement } from '@/features/buddy/components/statement';
import { useAuth } from '@/lib/auth-store';
import { MONTH_PATTERN } from '@shared/payments';
import { DASHBOARD_BY_ROLE } from '@shared/roles';

/** /buddy/statements/:month: a buddy's monthly earnings statement (decision 038). */
export function Component() {
  const auth = useAuth();
  const { month = '' } = useParams();
  if (!auth) return null;
  if (auth.role !== 'buddy' || !MONTH_PATTERN.test(month)) {
    return <Navigate to={DASHBOARD_BY_ROLE[auth.role]} replace />;
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <Statement month={month} />
    </div>
  );
}
