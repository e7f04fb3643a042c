import type { ProfileStatus } from '@shared/buddy-status';
import { cn } from '@/lib/cn';

/** How a profile's status reads (SPEC section 4 "profileStatus"), wherever it is shown. */
export const PROFILE_STATUS_LABELS: Record<ProfileStatus, string> = {
  pending: 'Pending Review',
  expert_review: 'With Learning Expert',
  interview_scheduled: 'Interview Scheduled',
  interview_completed: 'Interview Completed',
  approved: 'Profile Active',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

const COLOURS: Record<ProfileStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  expert_review: 'bg-sky-50 text-sky-900 ring-sky-200',
  interview_scheduled: 'bg-sky-50 text-sky-900 ring-sky-200',
  interview_completed: 'bg-sky-50 text-sky-900 ring-sky-200',
  approved: 'bg-green-50 text-green-800 ring-green-200',
  rejected: 'bg-stone-100 text-stone-700 ring-stone-300',
  suspended: 'bg-red-50 text-red-800 ring-red-200',
};

/** Colour and word together, never colour alone. */
export function ProfileStatusBadge({ status }: { status: ProfileStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        COLOURS[status],
      )}
    >
      {PROFILE_STATUS_LABELS[status]}
    </span>
  );
}
