import { parse, serialize, type SerializeOptions } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_SESSION_ABSOLUTE_MS } from './auth-sessions';

/**
 * The sign-in's copy for page requests (decision 033): the bearer token the client keeps in
 * local storage (SPEC section 3) goes in this cookie too, so that a page request can be rendered
 * with the user's data. Only page requests read it (plugins/spa.ts); the API never does, so it
 * carries no authority a cross-site form or script could borrow. HttpOnly: no script reads it.
 */
export const PAGE_SESSION_COOKIE = 'buddies_sign_in';

const cookieOptions = (reply: FastifyReply): SerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: reply.server.config.publicUrl.startsWith('https:'),
});

/** Sets the page copy of a sign-in just made (login, registration). */
export function startPageSession(reply: FastifyReply, token: string) {
  reply.header(
    'set-cookie',
    serialize(PAGE_SESSION_COOKIE, token, {
      ...cookieOptions(reply),
      maxAge: AUTH_SESSION_ABSOLUTE_MS / 1000,
    }),
  );
}

/** Forgets it on signing out. */
export function endPageSession(reply: FastifyReply) {
  reply.header(
    'set-cookie',
    serialize(PAGE_SESSION_COOKIE, '', { ...cookieOptions(reply), maxAge: 0 }),
  );
}

/** The token a page request carries, if any. */
export const pageSessionToken = (request: FastifyRequest): string | undefined =>
  request.headers.cookie ? parse(request.headers.cookie)[PAGE_SESSION_COOKIE] : undefined;
