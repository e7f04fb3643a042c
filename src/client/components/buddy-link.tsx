import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

export interface BuddyLinkData {
  /** The buddy's slug. */
  id: string;
  name: string;
  photo: string | null;
  location: string;
}

const AVATAR = { small: 'size-10', large: 'size-14 text-xl' } as const;

/**
 * A buddy in a list, linking to their profile: photo, name and place (the dashboard's
 * favourites and matches). `children` follow the name inside the link (a badge).
 */
export function BuddyLink({
  buddy,
  size = 'small',
  className,
  children,
}: {
  buddy: BuddyLinkData;
  size?: keyof typeof AVATAR;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link
      to={`/buddy/${encodeURIComponent(buddy.id)}`}
      className={cn('flex min-w-0 items-center gap-3', className)}
    >
      <Avatar name={buddy.name} photo={buddy.photo} alt="" className={AVATAR[size]} />
      <span className="grid min-w-0 flex-1">
        <bdi className="truncate font-semibold">{buddy.name}</bdi>
        <span className="flex items-center gap-1 text-sm text-stone-600">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <bdi className="truncate">{buddy.location}</bdi>
        </span>
      </span>
      {children}
    </Link>
  );
}
