import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/roles';
import { resumeSession } from '../modules/auth/sessions';
import { forbidden, unauthorized } from '../lib/http-errors';

export interface Caller {
  userId: string;
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live bearer token is sent. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a live token, 403 for any role but these. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The caller of a route; only call after `authenticate` or `requireRole` ran. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);

  const authenticate = async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthorized('Authentication required');
    const session = await resumeSession(app.db, token);
    if (!session) throw unauthorized('Your session has expired. Please log in again.');
    request.caller = { userId: session.userId, role: session.role, sessionId: session.id };
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!roles.includes(callerOf(request).role))
      throw forbidden('This is not available for your role');
  });
});
