import type { FastifyReply } from 'fastify';

/**
 * A list endpoint answers a JSON array (SPEC section 7, section 8: anything else reads as empty);
 * when there may be more, the next page's address goes in a `Link` header (RFC 8288), rel="next".
 * `path` is the route's own path, built from validated parts only.
 */
export function linkNext(
  reply: FastifyReply,
  path: string,
  query: URLSearchParams | Record<string, string> | null,
) {
  if (query) reply.header('link', `<${path}?${new URLSearchParams(query)}>; rel="next"`);
}
