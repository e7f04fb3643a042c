import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { setRenderedWith } from './lib/auth-store';
import type { Role } from '@shared/roles';

/**
 * The markup of the page at `path` as a visitor first sees it (signed out, nothing fetched yet:
 * data that changes shows its skeleton), for the build to write into the page's HTML
 * (scripts/prerender.ts). The browser hydrates it with the same routes (app.tsx).
 * `signedInAs`: a screen behind a sign-in, as anyone of that role sees it before their data
 * arrive (decision 024): no one's token, id or name is in it.
 */
export async function render(path: string, signedInAs?: Role): Promise<string> {
  setRenderedWith(signedInAs ? { token: '', role: signedInAs, userId: '', user: null } : null);
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects: nothing to prerender`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      {/* No hydration data: the routes have no loaders. Its script would be inline, which the CSP refuses. */}
      <StaticRouterProvider
        router={createStaticRouter(dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </QueryClientProvider>,
  );
}
