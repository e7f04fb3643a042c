import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One form of a page as sent: its bytes, and the headers that describe exactly those bytes. */
interface Representation {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** What a 304 repeats of them (RFC 9110 section 15.4.5). */
  notModified: Record<string, string>;
}

/**
 * A page of the build (the shell, a prerendered page; decisions 021, 024) kept in memory with
 * the brotli and gzip forms `npm run build` wrote beside it (decision 040).
 */
export interface BuiltPage {
  identity: Representation;
  br: Representation | undefined;
  gzip: Representation | undefined;
}

type Coding = 'br' | 'gzip' | 'identity';

function representation(body: Buffer, coding: Coding, vary: string): Representation {
  // Strong, and of these bytes: each form of a page has its own (RFC 9110 section 8.8.3.3).
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const notModified = { etag, 'cache-control': 'no-cache', vary };
  return {
    body,
    etag,
    notModified,
    headers: {
      ...notModified,
      'content-type': 'text/html; charset=utf-8',
      ...(coding !== 'identity' && { 'content-encoding': coding }),
      'content-length': String(body.length),
    },
  };
}

/**
 * Reads `file` and its `.br` and `.gz` once. `vary` names the request headers the answer depends
 * on: the encoding always, and the cookie too for a screen that may be rendered for its user
 * (decision 033).
 */
export function readBuiltPage(file: string, vary = 'accept-encoding'): BuiltPage {
  const compressed = (suffix: string, coding: Coding) =>
    existsSync(file + suffix)
      ? representation(readFileSync(file + suffix), coding, vary)
      : undefined;
  return {
    identity: representation(readFileSync(file), 'identity', vary),
    br: compressed('.br', 'br'),
    gzip: compressed('.gz', 'gzip'),
  };
}

type Accepted = Readonly<Record<Coding, boolean>>;

const IDENTITY_ONLY: Accepted = Object.freeze({ br: false, gzip: false, identity: true });
/**
 * Browsers send a handful of different headers, each read once; a flood of made-up ones fills
 * no more than this.
 */
const READ_HEADERS_KEPT = 100;
const readHeaders = new Map<string, Accepted>();

/**
 * Which of our codings an Accept-Encoding header accepts (RFC 9110 section 12.5.3): any not
 * refused (q=0, or `*;q=0` without naming it) that the header names or, for the identity, that
 * it does not refuse. No header: the identity only.
 */
export function acceptedCodings(header: string | undefined): Accepted {
  if (!header) return IDENTITY_ONLY;
  let accepted = readHeaders.get(header);
  if (!accepted) {
    accepted = readAcceptEncoding(header);
    if (readHeaders.size < READ_HEADERS_KEPT) readHeaders.set(header, accepted);
  }
  return accepted;
}

function readAcceptEncoding(header: string): Accepted {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)).find(Boolean);
    const name = coding.trim().toLowerCase();
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q[1]) : 1);
  }
  const weight = (coding: Coding) => weights.get(coding) ?? weights.get('*');
  return Object.freeze({
    br: (weight('br') ?? 0) > 0,
    gzip: (weight('gzip') ?? 0) > 0,
    identity: weight('identity') !== 0,
  });
}

/** Whether If-None-Match names this entity tag, by the weak comparison it calls for. */
function matches(ifNoneMatch: string, etag: string) {
  if (ifNoneMatch === etag || ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends the form of `page` the request accepts from memory, with `status`, or a 304 when the
 * request already holds it (a 200's only). HEAD gets the same headers (Node's server leaves the body out).
 */
export function sendBuiltPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: BuiltPage,
  status = 200,
) {
  // Brotli, the smallest, then gzip, then none: the client's weights above 0 only say "yes".
  const accepted = acceptedCodings(request.headers['accept-encoding']);
  const form =
    (accepted.br && page.br) ||
    (accepted.gzip && page.gzip) ||
    (accepted.identity ? page.identity : undefined);
  if (!form) {
    return reply
      .code(406)
      .header('vary', page.identity.notModified.vary)
      .send({ error: 'This page is sent in brotli, gzip or no encoding' });
  }
  const ifNoneMatch = request.headers['if-none-match'];
  // A 404 (the not-found screen) is never "not modified": it is no entity of this address.
  const conditional = status === 200 && (request.method === 'GET' || request.method === 'HEAD');
  if (ifNoneMatch && conditional && matches(ifNoneMatch, form.etag)) {
    return reply.code(304).headers(form.notModified).send();
  }
  return reply.code(status).headers(form.headers).send(form.body);
}
