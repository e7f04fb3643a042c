import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../../shared/auth';
import {
  UNSUBSCRIBE_API,
  UNSUBSCRIBE_PAGE,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UnsubscribeStatusSchema,
} from '../../../shared/unsubscribe';
import { badRequest } from '../../lib/http-errors';
import { unsubscribe, unsubscribeStatus } from './unsubscribe';

/** A one-click body is one field; a form of a few hundred bytes is plenty. */
const FORM_BODY_LIMIT = 4096;

/**
 * A form as a mail client posts it (RFC 8058: urlencoded or multipart), read by the platform's
 * own form parser into its text fields.
 */
async function readForm(contentType: string, body: Buffer) {
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
    return Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'));
  } catch {
    throw badRequest('The form could not be read');
  }
}

/**
 * The one-click unsubscribe of mails (decision 065): public, the signed link is the whole
 * key. A GET only reads (mail scanners follow links): a browser is sent on to the page that
 * asks first, the page reads what the link stops; the POST stops it.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.linkSecret;
  // Mail clients post forms; our page posts JSON. Multipart is read here, not streamed.
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
    async (request: FastifyRequest, body: Buffer) =>
      readForm(request.headers['content-type'] ?? '', body),
  );

  app.get(
    UNSUBSCRIBE_API,
    {
      schema: {
        tags: ['accounts'],
        summary:
          "What a mail's unsubscribe link stops, and whether it is still on; changes nothing. A browser (Accept: text/html) is sent to the page that asks",
        querystring: UnsubscribeQuerySchema,
        response: {
          200: UnsubscribeStatusSchema,
          303: z.null(),
          400: ErrorSchema,
          429: ErrorSchema,
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { token } = request.query;
      // A browser's navigation asks for HTML first; fetch and mail clients do not.
      if (/^text\/html/.test(request.headers.accept ?? '')) {
        return reply
          .code(303)
          .header('location', `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`)
          .send(null);
      }
      return unsubscribeStatus(app.db, secret, token, request.ip);
    },
  );

  app.post(
    UNSUBSCRIBE_API,
    {
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags: ['accounts'],
        summary:
          'One-click unsubscribe (RFC 8058): body List-Unsubscribe=One-Click, the signed link in the query; turns off the consent of that kind of mail, again without harm',
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeStatusSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
      config: { access: 'public' },
    },
    async (request) => unsubscribe(app.db, secret, request.query.token, request.ip),
  );
};
