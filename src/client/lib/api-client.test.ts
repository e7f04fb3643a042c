import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiList, onSessionEnded, refuseSession } from './api-client';

function answer(body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiList', () => {
  it("reads the array and the next page's query from the Link header", async () => {
    answer([{ id: 'm2' }, { id: 'm1' }], {
      link: '</api/messages?before=abc-_&limit=2>; rel="next"',
    });
    const page = await apiList<{ id: string }>('/api/messages?limit=2', { auth: 'none' });
    expect(page.items.map((m) => m.id)).toEqual(['m2', 'm1']);
    expect(page.next?.get('before')).toBe('abc-_');
    expect(page.next?.get('limit')).toBe('2');
  });

  it('hands on the headers, for what a list says of its order', async () => {
    answer([], { 'buddies-order': 'match' });
    const page = await apiList('/api/buddies-with-languages', { auth: 'none' });
    expect(page.headers.get('buddies-order')).toBe('match');
  });

  it('has no next page without a Link rel="next"', async () => {
    answer([{ id: 'm1' }], { link: '</api/messages?before=x>; rel="prev"' });
    expect((await apiList('/api/messages', { auth: 'none' })).next).toBe(null);
  });

  it('reads an answer that is not an array as empty (SPEC section 8)', async () => {
    answer({ messages: [{ id: 'm1' }], nextCursor: 'x' });
    expect(await apiList('/api/messages', { auth: 'none' })).toMatchObject({
      items: [],
      next: null,
    });
  });
});

describe('a session the server refused before the app listened', () => {
  it('is followed once the app layer listens, and once only', () => {
    const stored = new Map([
      ['token', 'refused-token'],
      ['role', 'learner'],
      ['userId', 'someone'],
    ]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
      clear: () => stored.clear(),
    });
    vi.stubGlobal('window', new EventTarget());
    refuseSession('refused-token');
    expect(stored.get('token')).toBeUndefined();
    const listener = vi.fn();
    onSessionEnded(listener);
    onSessionEnded(listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
