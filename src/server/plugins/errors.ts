import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure the caller can act on: its message is shown to users as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * One error handler for the whole API: `{ error, issues? }` for every failure, the spec's
 * messages for validation, and nothing internal (stack, SQL) on a 5xx.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ error: issues[0]?.message ?? 'Invalid request', issues });
    }
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .send(err.issues ? { error: err.message, issues: err.issues } : { error: err.message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      // What went wrong, without the stack trace.
      request.log.error(
        { error: { name: err.name, code: err.code, message: err.message } },
        'request failed',
      );
      return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    if (status === 413) return reply.code(413).send({ error: 'The request is too large' });
    if (status === 429) return reply.code(429).send({ error: err.message });
    // Fastify's own 4xx (malformed JSON, wrong content type): their messages are safe to show.
    return reply.code(status).send({ error: err.message });
  });
});
