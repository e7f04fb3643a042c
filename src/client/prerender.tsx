import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { firstReadsAt, routes } from './app/router';
import { titleOf } from './app/screen-handle';
import { RenderedWith, type AuthSnapshot } from './lib/auth-store';
import type { ScreenRenderer } from '@shared/page-renderer';
import type { Role } from '@shared/roles';

/** A page's markup: the resources it asks for first (for the head), and what goes in #root. */
export interface RenderedPage {
  hints: string;
  markup: string;
  /** The screen's title (app/texts.ts), as the app sets it. */
  title: string;
}

/**
 * One handler for every render: its routes' code (`lazy`) is loaded once and kept, rather than
 * imported again for each page the server renders for a user.
 */
const handler = createStaticHandler(routes);

async function renderPage(
  path: string,
  auth: AuthSnapshot | null,
  queryClient: QueryClient,
): Promise<RenderedPage> {
  const { query, dataRoutes } = handler;
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects: nothing to render`);
  if (context.statusCode !== 200) throw new Error(`${path} answers ${context.statusCode}`);
  const page = (
    <RenderedWith value={auth}>
      <QueryClientProvider client={queryClient}>
        {/* No hydration data: the routes have no loaders. Its script would be inline, which the CSP refuses. */}
        <StaticRouterProvider
          router={createStaticRouter(dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>
    </RenderedWith>
  );
  // A part whose code loads on demand (`lazy`) suspends the first time; React then writes it
  // with an inline script that reveals it, which the CSP refuses. Rendered again once its code
  // has loaded (the first render waited for it), nothing suspends and nothing needs a script.
  for (let attempt = 1; ; attempt++) {
    const html = await renderOnce(page);
    if (!html.includes('<script')) return { ...splitHints(html), title: titleOf(context.matches) };
    if (attempt === 3) throw new Error(`${path} still suspends after ${attempt} renders`);
  }
}

async function renderOnce(page: ReactNode) {
  const { prelude } = await prerenderToNodeStream(page, {
    // One piece: React would otherwise write a part after a long page apart, revealed by an
    // inline script (which the CSP refuses).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // A part the server cannot render is never left to the browser: the page fails instead.
    onError(error) {
      throw error;
    },
  });
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

function splitHints(html: string): Omit<RenderedPage, 'title'> {
  // React's server render starts with the resources the page asks for first (the landing's
  // hero image): they go to the head, and #root keeps what the browser renders.
  const [, hints = '', markup = ''] = /^((?:<link [^>]*\/>)*)([^]*)$/.exec(html)!;
  return { hints, markup };
}

/** A sign-in of `role` that names no one: what a prerendered screen is rendered with. */
const signedInAs = (role: Role, userId = ''): AuthSnapshot => ({
  token: '',
  role,
  userId,
  user: null,
});

/**
 * The markup of the page at `path` as a visitor first sees it (signed out, nothing fetched yet:
 * data that changes shows its skeleton), for the build to write into the page's HTML
 * (scripts/prerender.ts). The browser hydrates it with the same routes (app.tsx).
 * `role`: a screen behind a sign-in, as anyone of that role sees it before their data
 * arrive (decision 024): no one's token, id or name is in it.
 */
export const render = (path: string, role?: Role) =>
  renderPage(path, role ? signedInAs(role) : null, new QueryClient());

/** The API addresses of the reads the screen at `path` first waits for, with their query keys. */
export const firstReadPaths: ScreenRenderer['firstReadPaths'] = (path) =>
  firstReadsAt(path).flatMap(({ queryKey, meta }) =>
    meta?.path ? [{ queryKey, path: meta.path }] : [],
  );

/**
 * A screen behind a sign-in as its user sees it once its first reads have answered, rendered by
 * the server for a page request that carries the sign-in (decision 033); every other read shows
 * its skeleton, as before it arrives.
 */
export const renderWithAnswers: ScreenRenderer['renderWithAnswers'] = (path, user, answers) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const { queryKey, data } of answers) queryClient.setQueryData(queryKey, data);
  return renderPage(path, signedInAs(user.role, user.userId), queryClient);
};
