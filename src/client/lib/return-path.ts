import { DASHBOARD_BY_ROLE, type Role } from '@shared/roles';

/**
 * Where a visitor was going when a sign-in was asked of them (`/login?next=/buddy/mia`): the
 * login and the learner's sign-up lead back there instead of to the dashboard (issue 37).
 */
export const RETURN_PARAM = 'next';

/** Longer than any address of ours with its query; a longer one is not one we made. */
const MAX_LENGTH = 2_000;
/** Any origin: only to read a path as the browser would, never to go there. */
const PROBE = 'https://return-path.invalid';
/** The sign-in and sign-up screens themselves: returning there would ask again. */
const SIGN_IN_SCREENS = ['/login', '/register'];

/**
 * `raw` when it is a path of this site, else null. Refused: anything not starting with a single
 * `/` (`//evil.example`, `https://...`, `javascript:`), backslashes (browsers read `/\evil` as
 * `//evil`), control characters and spaces (a tab or a newline inside `//` is dropped by the
 * URL parser), and the sign-in screens. The browser's own parser has the last word: the path
 * must stay on the origin it is read against.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  if (/[\\\u0000-\u0020\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE) return null;
  const path = url.pathname;
  if (SIGN_IN_SCREENS.some((screen) => path === screen || path.startsWith(`${screen}/`))) {
    return null;
  }
  return `${path}${url.search}${url.hash}`;
}

/** The login screen that returns to `path` once signed in (just /login for no useful path). */
export function loginFor(path: string | null | undefined): string {
  const next = safeReturnPath(path);
  return next && next !== '/' ? `/login?${RETURN_PARAM}=${encodeURIComponent(next)}` : '/login';
}

/** The current address of `location` as a return path. */
export const pathOf = (location: { pathname: string; search: string; hash: string }) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * Where a sign-in of `role` goes: the page asked for (`next`), unless it is not ours or is
 * another role's dashboard (a buddy signing in from /learner/dashboard), then `fallback`, the
 * server's redirectUrl (the role's dashboard).
 */
export function afterSignInPath(next: string | null, role: Role, fallback: string): string {
  const path = safeReturnPath(next);
  if (!path) return fallback;
  const pathname = new URL(path, PROBE).pathname;
  const dashboards: string[] = [...Object.values(DASHBOARD_BY_ROLE), '/moderator-dashboard'];
  if (dashboards.includes(pathname) && pathname !== DASHBOARD_BY_ROLE[role]) return fallback;
  return path;
}
