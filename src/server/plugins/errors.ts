import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeError } from '../lib/describe-error';
import { HttpError } from '../lib/http-errors';
import { databaseUnavailable } from '../db/errors';

const SERVER_FAULT = 'Something went wrong on our side. Please try again.';
const DATABASE_AWAY = 'Buddies is briefly unavailable. Please try again in a moment.';
/** Seconds after which a database restart has usually finished. */
const DATABASE_RETRY_AFTER = 5;

/** Fastify's own failures, in our words: their messages echo what was sent, so none is passed on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'This address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body',
};

const messageFor = (err: FastifyError, status: number) =>
  (err.code && FRAMEWORK_MESSAGES[err.code]) ??
  (status === 413 ? 'The request is too large' : (STATUS_CODES[status] ?? 'Bad request'));

/**
 * One error handler for the whole API: `{ error, issues? }` for every failure, the spec's
 * messages for validation, `Retry-After` where waiting helps, and nothing internal (stack, SQL,
 * the caller's own input) in an answer or a log line.
 */
export function sendError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    return reply.code(400).send({ error: issues[0]?.message ?? 'Invalid request', issues });
  }
  if (err instanceof HttpError) {
    if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
    return reply
      .code(err.statusCode)
      .send(err.issues ? { error: err.message, issues: err.issues } : { error: err.message });
  }
  if (databaseUnavailable(err)) {
    // Its transaction never committed: nothing of the request was written; asking again is safe.
    request.log.warn({ error: describeError(err) }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER))
      .send({ error: DATABASE_AWAY });
  }
  const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
  if (status >= 500) {
    request.log.error({ error: describeError(err) }, 'request failed');
    return reply.code(500).send({ error: SERVER_FAULT });
  }
  return reply.code(status).send({ error: messageFor(err, status) });
}

/** Malformed HTTP or oversized headers, answered before Fastify sees a request. */
function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, error] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long']
        : [400, 'The request could not be read'];
  const body = JSON.stringify({ error });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Options for the Fastify factory that route its own early failures through `sendError`. */
export const frameworkErrorOptions = {
  frameworkErrors: sendError,
  clientErrorHandler,
};

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(sendError);
});
