import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_READS_ELEMENT_ID, type ScreenRenderer } from '../../shared/page-renderer';
import { RENDERER_DIST_FILE } from '../paths';
import { acceptedCodings } from './built-pages';

/**
 * The sign-in's copy for page requests (decision 033): the bearer token the client keeps in
 * local storage (SPEC section 3) goes in this cookie too, so that a page request can be rendered
 * with the user's data. The auth module sets and clears it (modules/auth/page-session.ts); only
 * page requests read it, here; the API never does, so it carries no authority a cross-site form
 * or script could borrow. HttpOnly: no script reads it.
 */
export const PAGE_SESSION_COOKIE = 'buddies_sign_in';

/** The token a page request carries, if any. */
const pageSessionToken = (request: FastifyRequest): string | undefined =>
  request.headers.cookie ? parse(request.headers.cookie)[PAGE_SESSION_COOKIE] : undefined;

/** The root of a prerendered screen behind a sign-in, and the role and route it was made for. */
const SCREEN_ROOT = /<div id="root" data-rendered-for="(\w+)" data-screen="([^"]*)">/;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A screen behind a sign-in rendered for the user a page request carries (decision 033): the
 * prerendered page (decision 024) with #root rendered anew once the screen's first reads have
 * answered, and those answers in a JSON element the app puts in its cache before hydrating.
 * The reads go through the API itself (`inject`), with every check a browser's call would get.
 * Without the renderer (no build), a sign-in, a role the page was made for, or with any read
 * failing, there is nothing to render: the prerendered page is sent as before.
 */
export async function signedInPages(app: FastifyInstance) {
  const renderer = existsSync(RENDERER_DIST_FILE)
    ? ((await import(pathToFileURL(RENDERER_DIST_FILE).href)) as ScreenRenderer)
    : undefined;

  /**
   * The renderer of `page` for the user of a request, when it is a screen behind a sign-in and
   * the build has the renderer; a public page has none, and its requests never look for a
   * sign-in.
   */
  return function rendererFor(page: string) {
    const screen = SCREEN_ROOT.exec(page);
    if (!renderer || !screen) return undefined;
    return (request: FastifyRequest) => render(renderer, screen, request, page);
  };

  async function render(
    renderer: ScreenRenderer,
    screen: RegExpExecArray,
    request: FastifyRequest,
    page: string,
  ): Promise<string | undefined> {
    const token = pageSessionToken(request);
    if (!token) return undefined;
    const signIn = await app.signIns.resume(token);
    if (!signIn || signIn.role !== screen[1]) return undefined;
    const path = request.url;
    const reads = renderer.firstReadPaths(path);
    if (reads.length === 0) return undefined;
    const answers = await Promise.all(
      reads.map(async ({ queryKey, path: url }) => {
        const answer = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        return answer.statusCode === 200 ? { queryKey, data: answer.json() as unknown } : null;
      }),
    );
    if (answers.some((answer) => answer === null)) return undefined;
    const firstReads = answers.filter((answer) => answer !== null);
    const { hints, markup } = await renderer.renderWithAnswers(path, signIn, firstReads);
    // Never run (CSP refuses inline scripts): data the app parses. `<` escaped, so no text in
    // it can close the element.
    const json = JSON.stringify(firstReads).replace(/</g, '\\u003c');
    const root =
      `<div id="root" data-rendered-for="${screen[1]}" data-screen="${screen[2]}" ` +
      `data-user-id="${escapeAttribute(signIn.userId)}">${markup}</div>` +
      `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${json}</script>`;
    const start = page.indexOf(screen[0]);
    const end = page.lastIndexOf('</body>');
    return page.slice(0, start).replace('</head>', `${hints}</head>`) + root + page.slice(end);
  }
}

/**
 * Sends a page rendered for one user: never kept by a shared cache, compressed as the static
 * pages are (brotli at a quick level, else gzip).
 */
export function sendUserPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = acceptedCodings(request.headers['accept-encoding']);
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (accepted.br) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (accepted.gzip) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
