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
let cost = PRODUCTION_HASH_COST;

/** Tests only: a cheap cost keeps the suite fast. Nothing the server runs calls it. */
export function setHashCostForTests(next: HashCost) {
  cost = next;
}

/**
 * Every hash runs through one queue: at most one per core at a time, so a burst of
 * registrations can neither exhaust memory nor starve sign-ins, which go first. Past a few
 * waiting, new passwords are refused with 503 and Retry-After instead of piling up.
 */
const work = new PQueue({ concurrency: Math.min(availableParallelism(), 4) });
const SIGN_IN = 1;
const NEW_PASSWORD = 0;
const WAITING_MAX = { [SIGN_IN]: 64, [NEW_PASSWORD]: 8 };
const RETRY_AFTER_SECONDS = 5;

let hashesDone = 0;

/** How the hashing queue stands: for tests and, later, metrics. */
export const hashingStats = () => ({
  concurrency: work.concurrency,
  running: work.pending,
  waiting: work.size,
  done: hashesDone,
});

function queued<T>(priority: typeof SIGN_IN | typeof NEW_PASSWORD, job: () => Promise<T>) {
  if (work.size >= WAITING_MAX[priority]) throw busy(RETRY_AFTER_SECONDS);
  return work.add(
    async () => {
      try {
        return await job();
      } finally {
        hashesDone++;
      }
    },
    { priority },
  );
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
  const key = await queued(NEW_PASSWORD, () => derive(password, salt, params));
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
  const actual = await queued(SIGN_IN, () => derive(password, Buffer.from(salt, 'base64'), params));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash that matches no password, to spend the same time when an account does not exist. */
export function unusablePasswordHash(): string {
  const zeros = (bytes: number) => Buffer.alloc(bytes).toString('base64');
  return ['scrypt', cost.N, cost.r, cost.p, zeros(16), zeros(KEY_LENGTH)].join('$');
}
