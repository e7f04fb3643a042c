import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { HttpError } from './http-errors';
import {
  hashCostFromEnv,
  hashingStats,
  hashPassword,
  PRODUCTION_HASH_COST,
  setHashCostForTests,
  verifyPassword,
} from './passwords';

// tests/support/api-setup.ts lowers the cost for the suite; put it back afterwards.
const suiteCost = { N: 2 ** 10, r: 8, p: 1 };
afterAll(() => setHashCostForTests(suiteCost));

describe('password hashes', () => {
  it('cost what OWASP asks of scrypt in production: N=2^17, r=8, p=1', async () => {
    expect(PRODUCTION_HASH_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    setHashCostForTests(PRODUCTION_HASH_COST);
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    // A hash made at another cost still verifies: the cost travels with it.
    setHashCostForTests(suiteCost);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
  });

  it('let a sign-in pass the new passwords waiting in line', async () => {
    setHashCostForTests({ N: 2 ** 14, r: 8, p: 1 });
    const stored = await hashPassword('sign me in');
    const finished: string[] = [];
    const hashes = Array.from({ length: 10 }, (_, i) =>
      hashPassword(`new ${i}`).then(() => finished.push(`hash ${i}`)),
    );
    const signIn = verifyPassword('sign me in', stored).then(() => finished.push('sign-in'));
    await Promise.all([...hashes, signIn]);
    // It has cores of its own: it waits for none of them, where in one line it would finish last.
    expect(finished.indexOf('sign-in')).toBeLessThan(3);
  });

  it('refuse new passwords with 503 and Retry-After once 16 wait, instead of piling up', async () => {
    setHashCostForTests({ N: 2 ** 14, r: 8, p: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => hashPassword(`burst ${i}`)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(Math.max(0, 24 - hashingStats('newPassword').concurrency - 16));
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect(r.reason).toMatchObject({ statusCode: 503, retryAfter: 5 });
    }
    expect(hashingStats('newPassword')).toMatchObject({ running: 0, waiting: 0 });
  });
});

/**
 * A fresh instance of this module, evaluated under `env` as a process started with it would be
 * (a query makes it a module of its own, so the suite's instance and its cost stay as they are).
 */
async function startedWith(
  env: Record<string, string>,
): Promise<{ unusablePasswordHash: () => string }> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    return await import(/* @vite-ignore */ `./passwords?env=${new URLSearchParams(env)}`);
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('TEST_PASSWORD_HASH_COST (the browser tests’ server)', () => {
  it('lowers the cost of a test process', async () => {
    expect(hashCostFromEnv({ NODE_ENV: 'test', TEST_PASSWORD_HASH_COST: '1024' })).toEqual({
      N: 1024,
      r: 8,
      p: 1,
    });
    expect(hashCostFromEnv({ NODE_ENV: 'test' })).toEqual(PRODUCTION_HASH_COST);
    for (const value of ['1000', '512', '262144', 'low']) {
      expect(() => hashCostFromEnv({ TEST_PASSWORD_HASH_COST: value })).toThrow(
        /TEST_PASSWORD_HASH_COST must be a power of two/,
      );
    }
    const started = await startedWith({ NODE_ENV: 'test', TEST_PASSWORD_HASH_COST: '2048' });
    expect(started.unusablePasswordHash()).toMatch(/^scrypt\$2048\$8\$1\$/);
  });

  it('is ignored in production, where the configuration refuses to start with it', async () => {
    const env = { NODE_ENV: 'production', TEST_PASSWORD_HASH_COST: '1024' };
    expect(hashCostFromEnv(env)).toEqual(PRODUCTION_HASH_COST);
    expect(() => loadConfig(env)).toThrow(
      /TEST_PASSWORD_HASH_COST: password hashes keep their full cost in production/,
    );
    // A production process started with it anyway still hashes at the full cost.
    const started = await startedWith(env);
    expect(started.unusablePasswordHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
