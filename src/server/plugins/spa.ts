import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_DIST_DIR, PAGES_DIST_DIR } from '../paths';
import { sendUserPage, signedInPages } from './signed-in-pages';

export interface SpaOptions {
  uploadsDir: string;
}

/**
 * Serves the built client, the uploaded files, a JSON 404 for unknown /api paths, the pages
 * prerendered at build time at their addresses (public ones, and screens behind a sign-in as
 * they look before their data arrive), and the SPA shell for every other path
 * (the client router shows its own not-found screen).
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: SpaOptions) => {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '30d',
  });

  const indexFile = join(CLIENT_DIST_DIR, 'index.html');
  const shell = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (shell) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST_DIR,
      wildcard: false,
      index: false,
      // npm run build writes .br and .gz beside each asset and page.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/; pages are asked again on every visit,
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
    // rendered with its user's data when the request carries the sign-in (decision 033).
    const pages = existsSync(PAGES_DIST_DIR)
      ? readdirSync(PAGES_DIST_DIR, { recursive: true, encoding: 'utf8' })
      : [];
    const renderForCaller = await signedInPages(app);
    for (const file of pages.filter((name) => name.endsWith('.html'))) {
      const path = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      const page = readFileSync(join(PAGES_DIST_DIR, file), 'utf8');
      app.get(path, async (request, reply) => {
        if (request.url.includes('?')) return sendShell(reply);
        const rendered = await renderForCaller(request, page).catch((error: unknown) => {
          request.log.error({ err: error }, 'rendering a page for its user failed');
          return undefined;
        });
        return rendered
          ? sendUserPage(request, reply, rendered)
          : reply.sendFile(file, PAGES_DIST_DIR);
      });
    }
  }

  function sendShell(reply: FastifyReply) {
    if (!shell) {
      return reply.code(404).send({ error: 'The client is not built: run npm run build' });
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return sendShell(reply);
  });
});
