import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Role } from '../../src/shared/roles';
import type { Access } from '../../src/server/plugins/access';
import { hostile, shapeOf, valid, type Hints } from './zod-arbitrary';

/**
 * Requests generated from a route's own zod schemas (decision 043): its params, query and body,
 * mostly valid so that they reach the handler, the rest hostile in one part; sent as a caller
 * the route lets in.
 */

type Schema = z.core.$ZodType;
export type Caller = Role | 'none';

/** A route as Fastify registered it: its input schemas and who may call it. */
export interface FuzzRoute {
  /** `METHOD /api/path/:param` */
  key: string;
  method: string;
  url: string;
  callers: Caller[];
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
}

const ROLES: Role[] = ['learner', 'buddy', 'moderator', 'learning_expert'];

const callersOf = (access: Access): Caller[] =>
  access === 'public' ? ['none'] : access === 'signed-in' ? ROLES : [...access];

/**
 * The /api routes among those an app registered, HEAD left out (GET answers it), each with the
 * zod schemas of its inputs; `bodies` gives a body schema to a route that checks its body
 * itself (a form that may come as multipart).
 */
export function fuzzRoutes(
  registered: RouteOptions[],
  bodies: Record<string, Schema> = {},
): FuzzRoute[] {
  return registered.flatMap((route) => {
    const access = route.config?.access;
    if (!access) return [];
    const schema = (route.schema ?? {}) as { params?: Schema; querystring?: Schema; body?: Schema };
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (m) => m !== 'HEAD',
    );
    return methods.map((method) => {
      const key = `${method} ${route.url}`;
      return {
        key,
        method,
        url: route.url,
        callers: callersOf(access),
        params: schema.params,
        querystring: schema.querystring,
        body: schema.body ?? bodies[key],
      };
    });
  });
}

/** A record of the test's world, looked up when the request is sent (it may be built anew). */
export class Known {
  constructor(readonly name: string) {}
}

/** Text put into a URL as it is: a broken or overlong percent-escape. */
export class RawUrl {
  constructor(readonly text: string) {}
}

const RAW_URL_TEXTS = [
  '%00',
  '%ED%A0%80',
  '%C0%80',
  '%',
  '%zz',
  '%2e%2e%2F%2e%2e',
  '%E2%80%AE',
  '%FF',
];

type Part = 'params' | 'query' | 'body';

export interface Case {
  caller: Caller;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** The part made hostile, if one was. */
  hostile?: Part;
}

/**
 * Cases for a route: three in five of every part valid, the others with one part hostile (or a
 * raw escape in its URL). A route without inputs varies only in its caller.
 */
export function caseArbitrary(route: FuzzRoute, hints: Hints): fc.Arbitrary<Case> {
  const parts = (
    [
      ['params', route.params],
      ['query', route.querystring],
      ['body', route.body],
    ] as const
  ).filter((part): part is [Part, Schema] => part[1] !== undefined);
  const caller = fc.constantFrom(...route.callers);
  const validParts = Object.fromEntries(
    parts.map(([part, schema]) => [part, valid(schema, hints)]),
  );
  const validCase = fc.record({ caller, ...validParts }) as fc.Arbitrary<Case>;
  if (parts.length === 0) return validCase;
  const hostileCases = parts.flatMap(([part, schema]) => {
    const made = (value: fc.Arbitrary<unknown>) =>
      fc.record({ caller, ...validParts, [part]: value }).map((c) => ({ ...c, hostile: part }));
    const keys = Object.keys(shapeOf(schema) ?? {});
    const raw =
      part !== 'body' && keys.length > 0
        ? [
            made(
              fc
                .tuple(
                  validParts[part]!,
                  fc.constantFrom(...keys),
                  fc.constantFrom(...RAW_URL_TEXTS),
                )
                .map(([value, key, text]) => ({ ...(value as object), [key]: new RawUrl(text) })),
            ),
          ]
        : [];
    return [made(hostile(schema, hints)), made(hostile(schema, hints)), ...raw];
  }) as fc.Arbitrary<Case>[];
  return fc.oneof(
    { weight: 3 * hostileCases.length, arbitrary: validCase },
    ...hostileCases.map((arbitrary) => ({ weight: 2, arbitrary })),
  );
}

/** The value with every Known record looked up. */
export function resolved(value: unknown, lookup: (name: string) => string): unknown {
  if (value instanceof Known) return lookup(value.name);
  if (value instanceof RawUrl) return value;
  if (Array.isArray(value)) return value.map((item) => resolved(item, lookup));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(out, key, {
        value: resolved(item, lookup),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  return value;
}

/** Percent-encodes any string; a lone surrogate goes as the (invalid UTF-8) bytes of its code unit. */
export function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const unit = ch.charCodeAt(0);
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

/** A value as it goes into a URL: text as it is, anything else as JSON (null and objects). */
const urlText = (value: unknown) =>
  value instanceof RawUrl
    ? value.text
    : encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The request's URL: its path with the params put in, and its query. */
export function urlOf(route: FuzzRoute, params: unknown, query: unknown): string {
  const given = (params ?? {}) as Record<string, unknown>;
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) =>
    given[name] === undefined ? '' : urlText(given[name]),
  );
  if (!query || typeof query !== 'object' || Array.isArray(query))
    return query === undefined ? path : `${path}?${urlText(query)}`;
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${urlText(v)}`),
  );
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** Controls (C0, C1), invisible and direction marks, line separators, halves of a pair. */
const invisible = (code: number) =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0xa0) ||
  code === 0xad ||
  code === 0x61c ||
  (code >= 0x200b && code <= 0x200f) ||
  (code >= 0x2028 && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069) ||
  code === 0xfeff ||
  (code >= 0xd800 && code <= 0xdfff);

/** A case as a person reads it: known records by name, long and invisible text shortened. */
export function shownCase(c: Case): string {
  const text = JSON.stringify(c, (_key, value: unknown) => {
    if (value instanceof Known) return `<${value.name}>`;
    if (value instanceof RawUrl) return `<raw ${value.text}>`;
    if (typeof value === 'string' && value.length > 60)
      return `${value.slice(0, 40)}...(${value.length} characters)`;
    if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
    return value;
  });
  // Control, direction and other invisible characters as escapes, so that a report reads right.
  return text.replace(/[^ -~]/g, (ch) =>
    invisible(ch.charCodeAt(0)) ? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}` : ch,
  );
}
