import { Link } from 'react-router';
import { useAuth } from '@/lib/auth-store';
import { Logo } from './logo';

import { CONTACT_EMAIL } from '@shared/contact';
import { loginFor } from '@/lib/return-path';
import { LEGAL_PATHS, LEGAL_TITLES } from '@shared/legal';
import { LAYOUT_TEXTS as TEXTS } from './texts';

export function SiteFooter() {
  const auth = useAuth();
  const linkClass = 'text-sm text-stone-300 hover:text-white';
  return (
    <footer className="bg-stone-900 text-stone-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="[&_a]:text-white [&_span.font-display]:text-white">
          <Logo />
          <p className="mt-4 max-w-sm text-sm">{TEXTS.footer.tagline}</p>
        </div>
        <nav aria-label={TEXTS.nav.footer} className="flex flex-col gap-2">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">
            {TEXTS.footer.explore}
          </h2>
          <Link to={auth ? '/buddies' : loginFor('/buddies')} className={linkClass}>
            {TEXTS.nav.buddies}
          </Link>
          <Link to={auth ? '/activities' : loginFor('/activities')} className={linkClass}>
            {TEXTS.nav.activities}
          </Link>
          <Link to="/#join" className={linkClass}>
            {TEXTS.nav.join}
          </Link>
        </nav>
        <div className="flex flex-col gap-2">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">
            {TEXTS.footer.contact}
          </h2>
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
            {TEXTS.footer.contactUs}
          </a>
          <p className="text-sm">{TEXTS.footer.place}</p>
        </div>
      </div>
      <div className="flex flex-col items-center gap-3 border-t border-stone-800 py-6 text-xs text-stone-400">
        <nav aria-label={TEXTS.nav.legal} className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {(Object.keys(LEGAL_PATHS) as (keyof typeof LEGAL_PATHS)[]).map((page) => (
            <Link key={page} to={LEGAL_PATHS[page]} className="text-stone-300 hover:text-white">
              {LEGAL_TITLES[page]}
            </Link>
          ))}
        </nav>
        <p>{TEXTS.footer.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
