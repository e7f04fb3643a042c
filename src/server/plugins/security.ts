import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-errors';

export const CROSS_SITE_REFUSED = 'Requests from other websites are not accepted';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers with a CSP that allows only our own origin; API answers are not stored by
 * caches unless a route says otherwise; state-changing API requests from other websites are
 * refused (decision 007).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
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
  });

  const ownOrigin = new URL(app.config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!isSameSite(request.headers, ownOrigin)) throw forbidden(CROSS_SITE_REFUSED);
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
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
