import { UserCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { ProfileStatusBadge } from '@/components/profile-status-badge';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { selectClass } from '@/components/ui/select-class';
import { formatInAmsterdam } from '@shared/format-date';
import type { ModeratedUser } from '@shared/moderation';
import { useModeratedUsers, type UserFilter } from '../api/get-users';
import { MODERATION_TEXTS as TEXTS } from '../texts';
import { UserReviewDialog } from './user-review-dialog';

/** The lists a moderator picks from; pending buddies first, as they wait for a decision. */
const FILTERS = {
  pending: { role: 'buddy', status: 'pending' },
  buddies: { role: 'buddy' },
  learners: { role: 'learner' },
  staff: { role: 'moderator,learning_expert' },
} as const satisfies Record<keyof typeof TEXTS.filters, UserFilter>;
type FilterName = keyof typeof FILTERS;

/** One account in the list: who, since when, where they stand, and the way to the detail. */
function UserRow({ user, onOpen }: { user: ModeratedUser; onOpen: () => void }) {
  const pending = user.role === 'buddy' && user.profileStatus === 'pending';
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <Avatar name={user.fullName} photo={user.profilePhoto} alt="" className="size-12 text-lg" />
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <p className="truncate font-semibold" dir="auto">
          {user.fullName}
        </p>
        <p className="truncate text-sm text-stone-700">{user.email}</p>
        <p className="text-sm text-stone-700">
          {TEXTS.applied} {formatInAmsterdam(new Date(user.createdAt), 'd MMM yyyy')}
        </p>
      </div>
      <ProfileStatusBadge status={user.profileStatus} />
      <Button
        variant={pending ? 'primary' : 'outline'}
        onClick={onOpen}
        aria-label={pending ? TEXTS.reviewOf(user.fullName) : TEXTS.detailsOf(user.fullName)}
      >
        {pending ? TEXTS.review : TEXTS.details}
      </Button>
    </li>
  );
}

/** SPEC: Moderator dashboard, User Approvals: the accounts, pending buddies first. */
export function UserApprovals() {
  const [filter, setFilter] = useState<FilterName>('pending');
  const [open, setOpen] = useState<ModeratedUser | null>(null);
  const filterSelect = useRef<HTMLSelectElement>(null);
  const users = useModeratedUsers(FILTERS[filter]);
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <div className="grid gap-4">
      <label className="flex max-w-xs flex-col gap-1.5 text-sm font-semibold">
        {TEXTS.filter}
        <select
          ref={filterSelect}
          className={selectClass}
          value={filter}
          onChange={(event) => setFilter(event.target.value as FilterName)}
        >
          {Object.keys(FILTERS).map((name) => (
            <option key={name} value={name}>
              {TEXTS.filters[name as FilterName]}
            </option>
          ))}
        </select>
      </label>
      <PagedList
        query={users}
        items={list}
        texts={{
          loadFailed: TEXTS.loadFailed,
          empty: filter === 'pending' ? TEXTS.noPending : TEXTS.noUsers,
          more: TEXTS.loadMore,
        }}
        emptyIcon={<UserCheck aria-hidden />}
        skeleton={{ rows: 3, height: 'h-20' }}
        renderItem={(user) => <UserRow key={user.id} user={user} onOpen={() => setOpen(user)} />}
      />
      <UserReviewDialog
        user={open}
        onClose={() => setOpen(null)}
        focusAfterDecision={() => filterSelect.current?.focus()}
      />
    </div>
  );
}
