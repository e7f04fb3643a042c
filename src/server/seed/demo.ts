import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { DemoSeed } from '../lib/server-module';
import { MODULES } from '../modules';

/**
 * The demo data (db/seed-data.ts): the 10 bundled buddies as approved accounts with activities,
 * reviews and open times, three applicants still being vetted (one with an interview), and a
 * demo learner, moderator and learning expert, each module adding its part in module order.
 * Idempotent: existing accounts (matched by email) are left as they are.
 */
export async function seedDemo(
  db: Database,
  { log }: { log?: Pick<FastifyBaseLogger, 'info'> } = {},
): Promise<void> {
  const seed: DemoSeed = { db, accounts: new Map() };
  for (const module of MODULES) await module.seed?.(seed);
  const created = [...seed.accounts.values()].filter((account) => account.created).length;
  if (created > 0) log?.info({ created }, 'demo data seeded');
}
