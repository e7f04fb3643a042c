import { serialize, type SerializeOptions } from 'cookie';
import type { FastifyReply } from 'fastify';
import { PAGE_SESSION_COOKIE } from '../../plugins/signed-in-pages';
import { AUTH_SESSION_ABSOLUTE_MS } from './auth-sessions';

const cookieOptions = (reply: FastifyReply): SerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: reply.server.config.publicUrl.startsWith('https:'),
});

/** Sets the page copy of a sign-in just made (login, registration): decision 033's cookie. */
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
