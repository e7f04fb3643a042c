import { LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/current-user';
import { useLogout } from '@/features/auth/api/logout';
import { useAuth } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { DASHBOARD_BY_ROLE } from '@shared/roles';
import { LAYOUT_TEXTS as TEXTS } from './texts';

/** The header's account corner: Login / Register, or settings, avatar and logout. */
export function HeaderAccount({ variant }: { variant: 'desktop' | 'mobile' }) {
  const auth = useAuth();
  const currentUser = useCurrentUser();
  const logout = useLogout();
  const place = variant === 'desktop' ? 'ml-2' : 'mt-2';

  if (!auth) {
    return (
      <Button asChild size="sm" className={cn(place, variant === 'mobile' && 'self-start')}>
        <Link to="/login">{TEXTS.account.loginOrRegister}</Link>
      </Button>
    );
  }

  // A refused token signs out centrally (api-client); any other failure (the network, the
  // server) keeps the user signed in, shown as stored at sign-in.
  const user = currentUser.isError ? (auth.user ?? { id: auth.userId }) : currentUser.data;
  if (!user) {
    return (
      <div className={place}>
        <Skeleton className={cn('h-9 rounded-full', variant === 'desktop' ? 'w-56' : 'w-40')} />
        <span className="sr-only">{TEXTS.account.loading}</span>
      </div>
    );
  }

  return (
    <div className={cn('flex items-center gap-2', place)}>
      {variant === 'desktop' && (
        <NavLink
          to="/profile/settings"
          className="rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:text-brand-700"
        >
          {TEXTS.account.profileSettings}
        </NavLink>
      )}
      <Link
        to={DASHBOARD_BY_ROLE[auth.role]}
        aria-label={TEXTS.account.dashboard}
        className="rounded-full"
      >
        <Avatar
          name={user.fullName || user.username || ''}
          photo={user.photo ?? null}
          alt=""
          className="size-9 font-sans"
        />
      </Link>
      <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOut aria-hidden="true" />
        {TEXTS.account.logout}
      </Button>
    </div>
  );
}
