import { cn } from '@/lib/cn';
import type { SupportStatus } from '@shared/support';

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

const COLOURS: Record<SupportStatus, string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
  in_progress: 'bg-sky-50 text-sky-900 ring-sky-200',
  resolved: 'bg-green-50 text-green-800 ring-green-200',
  closed: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** A support message's status: colour and word together. */
export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        COLOURS[status],
      )}
    >
      {SUPPORT_STATUS_LABELS[status]}
    </span>
  );
}
