import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { Toasts } from '@/components/ui/toast';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { titleOf } from '../screen-handle';
import { LAYOUT_TEXTS as TEXTS } from './texts';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {TEXTS.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <Toasts />
      <ScreenTitle />
      {/* Every page load starts at location key 'default': keyed by address instead, a new load
          never takes the scroll position another page saved under that shared key. */}
      <ScrollRestoration
        getKey={(location) =>
          location.key === 'default'
            ? `${location.pathname}${location.search}${location.hash}`
            : location.key
        }
      />
    </div>
  );
}

/**
 * The screen's title in the browser's tab (the page's own `<title>` was written for it by the
 * server where the page was prerendered), and, once the app moves to another address, said by
 * screen readers as a page load would be. Not on the first screen: the browser reads that.
 */
function ScreenTitle() {
  const title = titleOf(useMatches());
  const { pathname } = useLocation();
  const announcer = useRef<HTMLParagraphElement>(null);
  const firstScreen = useRef(true);
  useEffect(() => {
    document.title = title;
    if (firstScreen.current) firstScreen.current = false;
    else if (announcer.current) announcer.current.textContent = title;
  }, [title, pathname]);
  return <p ref={announcer} className="sr-only" aria-live="polite" aria-atomic="true" />;
}
