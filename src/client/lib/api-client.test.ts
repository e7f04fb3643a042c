import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiList } from './api-client';

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

  it('has no next page without a Link rel="next"', async () => {
    answer([{ id: 'm1' }], { link: '</api/messages?before=x>; rel="prev"' });
    expect((await apiList('/api/messages', { auth: 'none' })).next).toBe(null);
  });

  it('reads an answer that is not an array as empty (SPEC section 8)', async () => {
    answer({ messages: [{ id: 'm1' }], nextCursor: 'x' });
    expect(await apiList('/api/messages', { auth: 'none' })).toEqual({ items: [], next: null });
  });
});
