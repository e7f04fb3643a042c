import type { SessionStatus } from '@shared/sessions';
import { cn } from '@/lib/cn';

/** A session's status as the screens show it (SPEC section 4). */
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  pending: 'Pending',
  approved: 'Confirmed',
  modified: 'New time suggested',
  rejected: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
  awaiting_payment: 'Awaiting payment',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';
/** Colour and word together, never colour alone (pending yellow, confirmed green: SPEC 4). */
const SESSION_COLOURS: Record<SessionStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  modified: 'bg-orange-50 text-orange-900 ring-orange-200',
  approved: 'bg-green-50 text-green-800 ring-green-200',
  completed: 'bg-sky-50 text-sky-900 ring-sky-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
  rejected: 'bg-stone-100 text-stone-700 ring-stone-300',
  awaiting_payment: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  return (
    <span className={cn(badge, SESSION_COLOURS[status])}>{SESSION_STATUS_LABELS[status]}</span>
  );
}
