import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_DIST_DIR, PAGES_DIST_DIR } from '../paths';
import { isClientRoute, NOT_FOUND_PAGE_FILE } from '../../shared/client-routes';
import { readBuiltPage, sendBuiltPage, type BuiltPage } from './built-pages';
import { sendUserPage, signedInPages } from './signed-in-pages';

/** Where the built client is: `npm run build`'s output unless a test gives its own. */
export interface BuiltClient {
  /** The bundle and the shell (`index.html`). */
  clientDir: string;
  /** The prerendered pages (scripts/prerender.ts). */
  pagesDir: string;
}

export interface SpaOptions {
  uploadsDir: string;
  builtClient?: BuiltClient | undefined;
}

/**
 * Serves the built client, the uploaded files, a JSON 404 for unknown /api paths, the pages
 * prerendered at build time at their addresses (public ones, and screens behind a sign-in as
 * they look before their data arrive), the SPA shell for the client's other screens, and the
 * not-found screen with 404 for any other address (decision 048). The shell and the pages are read once, at
 * start, and sent from memory (decision 040).
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: SpaOptions) => {
  const { clientDir, pagesDir } = opts.builtClient ?? {
    clientDir: CLIENT_DIST_DIR,
    pagesDir: PAGES_DIST_DIR,
  };
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '30d',
  });

  const indexFile = join(clientDir, 'index.html');
  /** The prerendered not-found screen, sent with 404 (the shell, which renders it, without it). */
  let notFoundPage: BuiltPage | undefined;
  const shell = existsSync(indexFile) ? readBuiltPage(indexFile) : undefined;
  if (shell) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      decorateReply: false,
      // npm run build writes .br and .gz beside each asset and page.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/; the shell is asked again on every visit,
        // answered 304 while unchanged; the rest may change between releases.
        res.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : path.includes('.html')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });

    // A query may change what a page shows (/login?tab=signup): such an address gets the
    // shell, which renders it in the browser. A page's file is named after its route, a
    // pattern for a screen of many addresses (`buddy/:id.html`). A screen behind a sign-in is
    // rendered with its user's data when the request carries the sign-in (decision 033), so its
    // answer varies with the cookie as well.
    const files = existsSync(pagesDir)
      ? readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      : [];
    const rendererFor = await signedInPages(app);
    const notFoundFile = join(pagesDir, NOT_FOUND_PAGE_FILE);
    if (existsSync(notFoundFile)) notFoundPage = readBuiltPage(notFoundFile);
    const pageFiles = files.filter(
      (name) => name.endsWith('.html') && name !== NOT_FOUND_PAGE_FILE,
    );
    for (const file of pageFiles) {
      const path = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      const render = rendererFor(readFileSync(join(pagesDir, file), 'utf8'));
      const page = readBuiltPage(
        join(pagesDir, file),
        render ? 'accept-encoding, cookie' : 'accept-encoding',
      );
      // HEAD by the same handler, not Fastify's own HEAD route: that one would put a
      // Content-Length of 0 on a 304 (RFC 9110 section 8.6 forbids any but the page's).
      app.route({
        method: ['GET', 'HEAD'],
        url: path,
        handler: async (request, reply) => {
          if (request.url.includes('?')) return sendShell(request, reply);
          const rendered = await render?.(request).catch((error: unknown) => {
            request.log.error({ err: error }, 'rendering a page for its user failed');
            return undefined;
          });
          return rendered
            ? sendUserPage(request, reply, rendered)
            : sendBuiltPage(request, reply, page);
        },
      });
    }
  }

  function sendShell(request: FastifyRequest, reply: FastifyReply) {
    if (!shell) {
      return reply.code(404).send({ error: 'The client is not built: run npm run build' });
    }
    return sendBuiltPage(request, reply, shell);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    // Only the client's own screens are pages: any other address is 404, with the router's
    // not-found screen (decision 048).
    if (isClientRoute(path)) return sendShell(request, reply);
    if (notFoundPage) return sendBuiltPage(request, reply, notFoundPage, 404);
    if (!shell) return reply.code(404).send({ error: 'Not found' });
    return sendBuiltPage(request, reply, shell, 404);
  });
});
