import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorSchema } from '../../shared/auth';
import { ACCOUNT_SUSPENDED_TEXT } from '../../shared/buddy-status';
import type { Role } from '../../shared/roles';
import { isProfileChange } from '../lib/event-bus';
import { forbidden, unauthorized } from '../lib/http-errors';
import { mayChangeData, type Caller } from '../lib/policy';
import type { SignIns } from '../lib/sign-ins';

/**
 * Who may call a route: anyone, any signed-in user, or signed-in users of these roles. Every
 * `/api` route declares it in `config.access`; a route without it stops the server from starting.
 */
export type Access = 'public' | 'signed-in' | readonly [Role, ...Role[]];

export interface AccessRow {
  method: string;
  path: string;
  access: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A call that changes data but stays open to a suspended account: signing out. */
    evenWhenSuspended?: true;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Every `/api` route with who may call it, in registration order. */
    accessTable(): AccessRow[];
    /** The sign-ins this process trusts (lib/sign-ins.ts); ended ones are forgotten here. */
    signIns: SignIns;
  }
}

export interface AccessOptions {
  /** The auth module's sign-ins, which every call that is not public must carry. */
  signIns: SignIns;
}

/** Routes of the API documentation, registered by @fastify/swagger-ui: public by nature. */
const DOCS_PREFIX = '/api/docs';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The caller of a route that is not public: set before the handler runs. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

const describeAccess = (access: Access, evenWhenSuspended: boolean) =>
  (typeof access === 'string' ? access : access.join(', ')) +
  (evenWhenSuspended ? ' (even when suspended)' : '');

/** Methods that only read: a suspended account may still call them. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

/**
 * Declared access, enforced before the body is read: 401 without a live bearer token, 403 for a
 * role the route does not list, and 403 for any change by a suspended account (mayChangeData):
 * one place, so that no new route can forget it. Record rules (may this caller touch this
 * record?) are the domains' policies, checked in their services.
 */
export const accessPlugin = fp(async (app: FastifyInstance, { signIns }: AccessOptions) => {
  app.decorateRequest('caller', null);
  const table: AccessRow[] = [];
  app.decorate('accessTable', () => [...table]);

  app.decorate('signIns', signIns);
  const unsubscribe = app.eventBus.subscribe((event) => {
    if (event.type === 'missed') signIns.forgetAll();
    if (event.type === 'auth-sessions-ended') {
      signIns.forget(event.userId, event.authSessionIds);
    }
    // The account's status (a suspension) is part of its profile: read it again at once.
    if (isProfileChange(event)) {
      for (const userId of event.userIds) signIns.forget(userId, null);
    }
  });
  app.addHook('onClose', async () => unsubscribe());

  const authenticate = async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthorized('Authentication required');
    const signIn = await signIns.resume(token);
    if (!signIn) throw unauthorized('Your session has expired. Please log in again.');
    request.caller = {
      userId: signIn.userId,
      role: signIn.role,
      authSessionId: signIn.id,
    };
    return { caller: request.caller, account: { status: signIn.accountStatus } };
  };

  const guardFor = (
    access: Exclude<Access, 'public'>,
    evenWhenSuspended: boolean,
  ): onRequestHookHandler =>
    async function accessGuard(request) {
      const { caller, account } = await authenticate(request);
      if (access !== 'signed-in' && !access.includes(caller.role))
        throw forbidden('This is not available for your role');
      if (!evenWhenSuspended && !READS.has(request.method) && !mayChangeData(account)) {
        throw forbidden(ACCOUNT_SUSPENDED_TEXT);
      }
    };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/api') return;
    const methods = methodsOf(route);
    if (route.url.startsWith(DOCS_PREFIX)) {
      for (const method of methods) table.push({ method, path: route.url, access: 'public' });
      return;
    }
    const access = route.config?.access;
    const evenWhenSuspended = route.config?.evenWhenSuspended === true;
    if (!access) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access (config.access): refusing to start`,
      );
    }
    for (const method of methods) {
      table.push({ method, path: route.url, access: describeAccess(access, evenWhenSuspended) });
    }
    if (access === 'public') return;
    // The API documentation says so too: a bearer token, and the answers without one.
    route.schema = {
      ...route.schema,
      security: [{ bearer: [] }],
      response: {
        401: ErrorSchema,
        403: ErrorSchema,
        ...(route.schema?.response as object | undefined),
      },
    };
    const own = route.onRequest ?? [];
    route.onRequest = [guardFor(access, evenWhenSuspended), ...(Array.isArray(own) ? own : [own])];
  });
});
