import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('loads a key once while fresh, again after its time, and again when the clock went back', async () => {
    let clock = 1_000_000;
    let loads = 0;
    const cache = new ReadCache<string, number>(30_000, Infinity, () => clock);
    const read = () => cache.get('k', async () => ++loads);
    expect(await read()).toBe(1);
    clock += 29_000;
    expect(await read()).toBe(1);
    clock += 2_000;
    expect(await read()).toBe(2);
    clock -= 60_000;
    expect(await read()).toBe(3);
  });
});
