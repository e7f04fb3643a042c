import { Outlet, ScrollRestoration } from 'react-router';
import { Toasts } from '@/components/ui/toast';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
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
