import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import {
  buddyEmail,
  DEMO_PASSWORD,
  SEED_ACCOUNTS,
  SEED_BUDDIES,
  SEED_CANDIDATES,
} from '../db/seed-data';
import { verifyPassword } from '../lib/passwords';
import { disablePassword } from '../modules/auth/service';

/**
 * A real deployment must not hold accounts anyone can sign in to with the password in our
 * README. Demo accounts whose password is still the published one lose it (a reset link gives
 * the owner a new one) and their sessions end; the log says how many.
 */
export async function disableDemoPasswords(db: Database, log: Pick<FastifyBaseLogger, 'warn'>) {
  const emails = [
    ...SEED_ACCOUNTS.map((a) => a.email),
    ...[...SEED_BUDDIES, ...SEED_CANDIDATES].map((b) => buddyEmail(b.slug)),
  ];
  const accounts = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  // The seed gives every demo account one shared hash: each distinct hash is checked once.
  const published = new Set<string>();
  for (const hash of new Set(accounts.map((a) => a.passwordHash))) {
    if (await verifyPassword(DEMO_PASSWORD, hash)) published.add(hash);
  }
  const exposed = accounts.filter((a) => published.has(a.passwordHash));
  if (exposed.length === 0) return;
  await db.transaction(async (tx) => {
    for (const account of exposed) {
      await disablePassword(tx, account.id);
    }
  });
  log.warn(
    { accounts: exposed.length },
    'demo accounts with the published demo password found: their password is disabled (a reset link sets a new one)',
  );
}
