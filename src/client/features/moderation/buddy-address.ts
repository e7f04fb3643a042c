/**
 * A buddy's slug from what staff paste: the slug itself, or their profile's address, whole or
 * its path (`https://…/buddy/mia?book=…`, `/buddy/mia/`); empty for anything else.
 */
export function slugFrom(text: string) {
  const path = text.trim().split(/[?#]/)[0]!;
  const profile = /(?:^|\/)buddy\/([^/]+)\/?$/.exec(path);
  if (profile) return profile[1]!;
  return path.includes('/') ? '' : path;
}
