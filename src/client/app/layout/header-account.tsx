import { LogOut } from 'lucide-react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { clearAuth, useAuth } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { DASHBOARD_BY_ROLE } from '@shared/roles';
import { initial } from '@shared/text';

/** The header's account corner: Login / Register, or settings, avatar and logout. */
export function HeaderAccount({ variant }: { variant: 'desktop' | 'mobile' }) {
  const auth = useAuth();
  const navigate = useNavigate();

  if (!auth) {
    return (
      <Button asChild size="sm" className={cn(variant === 'desktop' ? 'ml-2' : 'mt-2 self-start')}>
        <Link to="/login">Login / Register</Link>
      </Button>
    );
  }

  const name = auth.user?.fullName || auth.user?.username || '';
  const logout = () => {
    clearAuth();
    void navigate('/login');
  };
  return (
    <div className={cn('flex items-center gap-2', variant === 'desktop' ? 'ml-2' : 'mt-2')}>
      {variant === 'desktop' && (
        <NavLink to="/profile/settings" className="rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:text-brand-700">
          Profile Settings
        </NavLink>
      )}
      <Link
        to={DASHBOARD_BY_ROLE[auth.role]}
        aria-label="My dashboard"
        className="grid size-9 place-items-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800"
      >
        {auth.user?.photo ? (
          <img src={auth.user.photo} alt="" className="size-full object-cover" />
        ) : (
          initial(name)
        )}
      </Link>
      <Button variant="ghost" size="sm" onClick={logout}>
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}
