import { UserX } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import { StateCard } from '@/components/ui/state-card';
import { formatInAmsterdam } from '@shared/amsterdam-time';
import { ROLE_LABELS } from '@shared/roles';
import { useDeletedUsers } from '../api/deleted-users';
import { MODERATION_TEXTS } from '../texts';

const TEXTS = MODERATION_TEXTS.deleted;
const day = (iso: string) => formatInAmsterdam(new Date(iso), 'd MMM yyyy');

/** SPEC: Moderator dashboard, Deleted Accounts: who left, when, and why. */
export function DeletedAccounts() {
  const users = useDeletedUsers();
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  if (users.isError)
    return <LoadError title={TEXTS.loadFailed} onRetry={() => void users.refetch()} />;
  if (!users.data)
    return (
      <div aria-busy="true" className="grid gap-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  if (list.length === 0)
    return (
      <StateCard icon={<UserX aria-hidden />} title={TEXTS.empty}>
        {null}
      </StateCard>
    );
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {list.map((user) => (
          <li
            key={user.id}
            className="grid gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[1fr_auto] sm:gap-x-6"
          >
            <p className="font-semibold" dir="auto">
              {user.fullName}
            </p>
            <p className="text-sm text-stone-700 sm:row-span-2 sm:text-right">
              {TEXTS.deleted} {day(user.deletedAt)}
              <br />
              {TEXTS.joined} {day(user.createdAt)}
            </p>
            <p className="text-sm break-all text-stone-700">
              {user.email} · {ROLE_LABELS[user.role]}
            </p>
            <p className="text-sm text-stone-800 sm:col-span-2" dir="auto">
              <span className="font-semibold">{TEXTS.reason}:</span>{' '}
              {user.deletionReason ?? TEXTS.noReason}
            </p>
          </li>
        ))}
      </ul>
      <ShowMore query={users} label={MODERATION_TEXTS.loadMore} />
    </div>
  );
}
