import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignInPath, loginFor, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/buddy/mia')).toBe('/buddy/mia');
    expect(safeReturnPath('/buddies?activity=Cooking&language=dutch')).toBe(
      '/buddies?activity=Cooking&language=dutch',
    );
    expect(safeReturnPath('/activities#activities-title')).toBe('/activities#activities-title');
    expect(safeReturnPath('/learner/receipts/5b0c')).toBe('/learner/receipts/5b0c');
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['another site, protocol-relative', '//evil.example/buddy/mia'],
    ['another site, absolute', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'buddy/mia'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['backslashes anywhere', '/buddy\\mia'],
    ['a tab the parser drops', '/\t/evil.example'],
    ['a newline the parser drops', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['a NUL', '/buddy/mia\u0000'],
    ['the login itself', '/login?next=/login'],
    ['the sign-up screens', '/register/learner'],
    ['an endless address', `/${'a'.repeat(2_001)}`],
  ])('refuses %s', (_, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('never leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        const path = safeReturnPath(raw);
        if (path === null) return;
        const url = new URL(path, 'https://buddies.example');
        expect(url.origin).toBe('https://buddies.example');
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('loginFor', () => {
  it('names the page to return to', () => {
    expect(loginFor('/buddy/mia')).toBe('/login?next=%2Fbuddy%2Fmia');
  });

  it('is the plain login for home or an address not ours', () => {
    expect(loginFor('/')).toBe('/login');
    expect(loginFor('//evil.example')).toBe('/login');
  });
});

describe('afterSignInPath', () => {
  it('returns to the page asked for', () => {
    expect(afterSignInPath('/buddy/mia', 'learner', '/learner/dashboard')).toBe('/buddy/mia');
  });

  it("goes to the role's dashboard without a page, or for one not ours", () => {
    expect(afterSignInPath(null, 'learner', '/learner/dashboard')).toBe('/learner/dashboard');
    expect(afterSignInPath('https://evil.example', 'learner', '/learner/dashboard')).toBe(
      '/learner/dashboard',
    );
  });

  it("never to another role's dashboard", () => {
    expect(afterSignInPath('/learner/dashboard', 'buddy', '/buddy/dashboard')).toBe(
      '/buddy/dashboard',
    );
    expect(afterSignInPath('/buddy/dashboard?tab=calendar', 'buddy', '/buddy/dashboard')).toBe(
      '/buddy/dashboard?tab=calendar',
    );
  });
});
