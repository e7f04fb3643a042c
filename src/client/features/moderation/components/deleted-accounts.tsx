import { UserX } from 'lucide-react';
import { PagedList } from '@/components/ui/paged-list';
import { formatInAmsterdam } from '@shared/format-date';
import { ROLE_LABELS } from '@shared/roles';
import { useDeletedUsers } from '../api/deleted-users';
import { MODERATION_TEXTS } from '../texts';

const TEXTS = MODERATION_TEXTS.deleted;
const day = (iso: string) => formatInAmsterdam(new Date(iso), 'd MMM yyyy');

/** SPEC: Moderator dashboard, Deleted Accounts: who left, when, and why. */
export function DeletedAccounts() {
  const users = useDeletedUsers();
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <PagedList
      query={users}
      items={list}
      texts={{ loadFailed: TEXTS.loadFailed, empty: TEXTS.empty, more: MODERATION_TEXTS.loadMore }}
      emptyIcon={<UserX aria-hidden />}
      skeleton={{ rows: 3, height: 'h-20' }}
      renderItem={(user) => (
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
      )}
    />
  );
}
