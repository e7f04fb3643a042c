import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../lib/http-errors';

export const CROSS_SITE_REFUSED = 'Requests from other websites are not accepted';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const HELMET: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Toasts and positioned popovers set inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  // The same rule as frame-ancestors 'none', for browsers that only know the older header.
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
};

/**
 * The headers helmet sets with these options, worked out once: they never change, and helmet
 * builds them anew on every call (parsing the CSP's directives each time).
 */
function helmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    // X-Powered-By: nothing here sets it.
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers with a CSP that allows only our own origin; API answers are not stored by
 * caches unless a route says otherwise; state-changing API requests from other websites are
 * refused (decision 007).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders(HELMET);
  // On the raw response, as helmet does: event streams, which write their own head, carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  const ownOrigin = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    const refused =
      !SAFE_METHODS.has(request.method) &&
      request.url.startsWith('/api/') &&
      !isSameSite(request.headers, ownOrigin);
    done(refused ? forbidden(CROSS_SITE_REFUSED) : undefined);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});

/**
 * Whether a state-changing request may come from where it says it comes from. Browsers say
 * where with Sec-Fetch-Site (the page's origin against ours) and Origin; a client that sends
 * neither is not a browser, so no visitor's browser can be made to send it.
 */
export function isSameSite(
  headers: Record<string, string | string[] | undefined>,
  ownOrigin: string,
): boolean {
  const site = headers['sec-fetch-site'];
  const origin = headers.origin;
  if (site === 'same-origin' || site === 'none') return true;
  if (origin === undefined) return site === undefined;
  return origin === ownOrigin;
}
