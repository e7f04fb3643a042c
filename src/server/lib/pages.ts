import type { FastifyReply } from 'fastify';

type PageQuery = URLSearchParams | Record<string, string>;

/**
 * A list endpoint answers a JSON array (SPEC section 7, section 8: anything else reads as empty);
 * the pages around it go in a `Link` header (RFC 8288): rel="next", and rel="prev" where a list
 * pages both ways. `path` is the route's own path, built from validated parts only.
 */
export function linkPages(
  reply: FastifyReply,
  path: string,
  pages: { next?: PageQuery | null; prev?: PageQuery | null },
) {
  const links = (['next', 'prev'] as const).flatMap((rel) => {
    const query = pages[rel];
    return query ? [`<${path}?${new URLSearchParams(query)}>; rel="${rel}"`] : [];
  });
  if (links.length > 0) reply.header('link', links.join(', '));
}
