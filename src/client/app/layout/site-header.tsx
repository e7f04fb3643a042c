import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { HeaderAccount } from './header-account';
import { Logo } from './logo';
import { MessagesLink } from './messages-link';
import { useScrolled } from './use-scrolled';
import { useAuth } from '@/lib/auth-store';
import { loginFor } from '@/lib/return-path';
import { LAYOUT_TEXTS as TEXTS } from './texts';

/** Shadow once scrolled past this many pixels (SPEC section 9). */
const SHADOW_THRESHOLD = 50;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:text-brand-700',
    isActive && 'text-brand-700',
  );

export function SiteHeader() {
  const auth = useAuth();
  const scrolled = useScrolled(SHADOW_THRESHOLD);
  const location = useLocation();
  const menu = useRef<HTMLElement>(null);
  // The menu stays open only on the page where it was opened: navigating closes it. Not the
  // first render: the menu may have been opened before the app started (decision 022).
  const shownOn = useRef(location.key);
  useEffect(() => {
    if (shownOn.current === location.key) return;
    shownOn.current = location.key;
    menu.current?.hidePopover();
  }, [location.key]);

  const links = (
    <>
      {auth ? (
        <NavLink to="/buddies" className={linkClass} end>
          {TEXTS.nav.buddies}
        </NavLink>
      ) : (
        <Link to={loginFor('/buddies')} className={linkClass({ isActive: false })}>
          {TEXTS.nav.buddies}
        </Link>
      )}
      <NavLink to="/activities" className={linkClass}>
        {TEXTS.nav.activities}
      </NavLink>
      {/* Staff too: users answer a moderator's or the expert's messages there (decision 047). */}
      {auth && <MessagesLink className={linkClass} />}
      {!auth && (
        <Link to="/#join" className={linkClass({ isActive: false })}>
          {TEXTS.nav.join}
        </Link>
      )}
    </>
  );

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'group/header sticky top-0 z-40 border-b print:hidden border-transparent bg-white/95 backdrop-blur transition-shadow',
        scrolled && 'border-stone-200 shadow-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={TEXTS.nav.main} className="hidden items-center gap-1 md:flex">
          {links}
          <HeaderAccount variant="desktop" />
        </nav>
        {/* A native popover (decision 022): it opens, closes by Escape or a tap outside and
            tells assistive technology its state before any script runs. */}
        <button
          type="button"
          popoverTarget="mobile-menu"
          className="grid size-10 place-items-center rounded-md text-ink hover:bg-stone-100 md:hidden"
          aria-label={TEXTS.nav.menu}
        >
          <Menu
            aria-hidden="true"
            className="group-has-[#mobile-menu:popover-open]/header:hidden"
          />
          <X
            aria-hidden="true"
            className="hidden group-has-[#mobile-menu:popover-open]/header:block"
          />
        </button>
      </div>
      <nav
        ref={menu}
        id="mobile-menu"
        popover="auto"
        aria-label={TEXTS.nav.mobile}
        className="inset-x-0 top-16 bottom-auto m-0 w-full flex-col gap-1 border-t border-stone-200 bg-white px-4 py-3 shadow-md open:flex md:hidden"
      >
        {links}
        <HeaderAccount variant="mobile" />
      </nav>
    </header>
  );
}
