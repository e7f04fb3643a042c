import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import PQueue from 'p-queue';
import { busy } from './http-errors';

export interface HashCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage parameters for scrypt: N=2^17, r=8, p=1 (128 MiB per hash). */
export const PRODUCTION_HASH_COST: HashCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * Test servers only (the browser tests start the production build): TEST_PASSWORD_HASH_COST=<N>, a
 * power of two from 2^10 below production's N, makes every hash of that process cheap. With
 * NODE_ENV=production it is ignored here, and loadConfig refuses to start with it (config.ts).
 */
export function hashCostFromEnv(env: NodeJS.ProcessEnv): HashCost {
  const value = env.TEST_PASSWORD_HASH_COST;
  if (!value || env.NODE_ENV === 'production') return PRODUCTION_HASH_COST;
  const N = Number(value);
  if (!Number.isInteger(N) || N < 2 ** 10 || N > PRODUCTION_HASH_COST.N || (N & (N - 1)) !== 0) {
    throw new Error(`TEST_PASSWORD_HASH_COST must be a power of two from 1024 to 131072: ${value}`);
  }
  return { ...PRODUCTION_HASH_COST, N };
}

let cost = hashCostFromEnv(process.env);

/** Tests only: a cheap cost keeps the suite fast. Nothing the server runs calls it. */
export function setHashCostForTests(next: HashCost) {
  cost = next;
}

/** The cost new hashes get now: for tests that keep a hash made at one cost. */
export const currentHashCost = (): HashCost => ({ ...cost });

/**
 * Hashes run through two queues that share the cores: half for sign-ins, half for new passwords
 * (registration, reset). A burst of registrations can then neither exhaust memory (one 128 MiB
 * hash per core at most) nor make a sign-in wait for it. Past a few waiting, new passwords are
 * refused with 503 and Retry-After instead of piling up (decision 006).
 */
const cores = Math.min(availableParallelism(), 4);
const queues = {
  signIn: { queue: new PQueue({ concurrency: Math.ceil(cores / 2) }), waitingMax: 64 },
  newPassword: {
    queue: new PQueue({ concurrency: Math.max(1, Math.floor(cores / 2)) }),
    waitingMax: 16,
  },
};
type Purpose = keyof typeof queues;
const RETRY_AFTER_SECONDS = 5;
const hashesDone: Record<Purpose, number> = { signIn: 0, newPassword: 0 };

/** How the queues stand: for tests and, later, metrics. */
export const hashingStats = (purpose: Purpose) => ({
  concurrency: queues[purpose].queue.concurrency,
  running: queues[purpose].queue.pending,
  waiting: queues[purpose].queue.size,
  done: hashesDone[purpose],
});

function queued<T>(purpose: Purpose, job: () => Promise<T>) {
  const { queue, waitingMax } = queues[purpose];
  if (queue.size >= waitingMax) throw busy(RETRY_AFTER_SECONDS);
  return queue.add(async () => {
    try {
      return await job();
    } finally {
      hashesDone[purpose]++;
    }
  });
}

function derive(password: string, salt: Buffer, params: HashCost): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** 'scrypt$N$r$p$salt$key' with base64 salt and key. */
export async function hashPassword(password: string): Promise<string> {
  const params = cost;
  const salt = randomBytes(16);
  const key = await queued('newPassword', () => derive(password, salt, params));
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await queued('signIn', () =>
    derive(password, Buffer.from(salt, 'base64'), params),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash that matches no password, to spend the same time when an account does not exist. */
export function unusablePasswordHash(): string {
  const zeros = (bytes: number) => Buffer.alloc(bytes).toString('base64');
  return ['scrypt', cost.N, cost.r, cost.p, zeros(16), zeros(KEY_LENGTH)].join('$');
}
