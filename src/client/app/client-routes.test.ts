import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from '@shared/client-routes';
import { routes } from './router';
import { titleOf } from './screen-handle';
import { PAGE_TITLES } from './texts';

/** Every route pattern of the router's tree, whole, but the not-found screen's `*`. */
function patternsOf(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.index ? parent : route.path ? `${parent}/${route.path}` : parent;
    const here = route.index || (route.path && route.path !== '*') ? [own || '/'] : [];
    return [...here, ...patternsOf(route.children ?? [], own.replace(/\/$/, ''))];
  });
}

describe('the addresses the server knows the client has screens for (decision 048)', () => {
  it('are exactly the router’s routes', () => {
    expect([...CLIENT_ROUTES].sort()).toEqual(patternsOf(routes).sort());
    expect(patternsOf(routes)).toContain('/buddy/:id');
  });

  it('match as the router does: any letter case, a trailing slash, a parameter any one segment', () => {
    for (const path of ['/', '/login', '/Login/', '/buddy/mia', '/buddy/mi%20a', '/pay/abc'])
      expect(isClientRoute(path), path).toBe(true);
    for (const path of [
      '/nowhere',
      '/buddy',
      '/buddy/mia/more',
      '/login/x',
      '/pay/',
      '/%E0%A4%A',
      '/index.html',
    ])
      expect(isClientRoute(path), path).toBe(false);
  });
});

describe('each screen’s title (WCAG 2.4.2)', () => {
  it('is its own for every route, the site’s for the landing page only', () => {
    const titles = patternsOf(routes).map((pattern) => {
      const path = pattern.replace(/:\w+/g, 'x');
      return [path, titleOf(matchRoutes(routes, path) ?? [])] as const;
    });
    for (const [path, title] of titles) {
      if (path === '/') expect(title).toBe(PAGE_TITLES.site);
      else expect(title, path).toMatch(/^.+ · Buddies$/);
    }
    expect(titleOf(matchRoutes(routes, '/no-such-page') ?? [])).toBe('Page Not Found · Buddies');
  });
});
