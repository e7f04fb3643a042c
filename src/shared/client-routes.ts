/**
 * Every address the client's router has a screen for (src/client/app/router.tsx), as its route
 * patterns: the server answers any other page address 404 with the not-found screen (decision
 * 048), and a unit test (src/client/app/client-routes.test.ts) keeps this list and the router
 * the same. A new screen is added in both.
 */
export const CLIENT_ROUTES = [
  '/',
  '/activities',
  '/login',
  '/register',
  '/register/learner',
  '/register/buddy',
  '/reset-password',
  '/unsubscribe',
  '/privacy',
  '/terms',
  '/imprint',
  '/payments/test-checkout',
  '/buddies',
  '/buddy/:id',
  '/learner/dashboard',
  '/buddy/dashboard',
  '/moderator/dashboard',
  '/moderator-dashboard',
  '/expert/dashboard',
  '/messages',
  '/profile/settings',
  '/learner-profile',
  '/learner/welcome',
  '/buddy/profile/edit',
  '/learner/receipts/:sessionId',
  '/pay/:sessionId',
  '/buddy/statements/:month',
] as const;

/** The prerendered not-found screen, under dist/pages: sent with 404, never at an address of its own. */
export const NOT_FOUND_PAGE_FILE = '404.html';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const PATTERNS = CLIENT_ROUTES.map(segmentsOf);

/**
 * Whether the router shows a screen of its own at `path` (no query): as React Router matches,
 * static segments in any letter case and percent-encoded or not, a `:param` any one segment,
 * a trailing slash allowed.
 */
export function isClientRoute(path: string): boolean {
  let segments: string[];
  try {
    segments = segmentsOf(path).map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return false;
  }
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]),
  );
}
