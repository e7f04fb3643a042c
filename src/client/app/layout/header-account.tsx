import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api/current-user';
import { useLogout } from '@/features/auth/api/logout';
import { clearAuth, useAuth } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { DASHBOARD_BY_ROLE } from '@shared/roles';
import { initial } from '@shared/text';

/** The header's account corner: Login / Register, or settings, avatar and logout. */
export function HeaderAccount({ variant }: { variant: 'desktop' | 'mobile' }) {
  const auth = useAuth();
  const currentUser = useCurrentUser();
  const logout = useLogout();
  const profileFailed = currentUser.isError;

  // A profile that does not load (an expired or revoked token) means nobody is signed in.
  useEffect(() => {
    if (profileFailed) clearAuth();
  }, [profileFailed]);

  const place = variant === 'desktop' ? 'ml-2' : 'mt-2';

  if (!auth || profileFailed) {
    return (
      <Button asChild size="sm" className={cn(place, variant === 'mobile' && 'self-start')}>
        <Link to="/login">Login / Register</Link>
      </Button>
    );
  }

  const user = currentUser.data;
  if (!user) {
    return (
      <div className={place}>
        <Skeleton className={cn('h-9 rounded-full', variant === 'desktop' ? 'w-56' : 'w-40')} />
        <span className="sr-only">Loading your account</span>
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
          Profile Settings
        </NavLink>
      )}
      <Link
        to={DASHBOARD_BY_ROLE[user.role]}
        aria-label="My dashboard"
        className="grid size-9 place-items-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800"
      >
        {user.photo ? (
          <img src={user.photo} alt="" className="size-full object-cover" />
        ) : (
          initial(user.fullName || user.username)
        )}
      </Link>
      <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}
