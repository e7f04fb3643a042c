import { Readable } from 'node:stream';
import { PRIVACY_TEXTS } from '../../../shared/privacy';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import type { PersonalDataContract } from '../../lib/personal-data';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { findUserById } from '../accounts/users';

/** Exports a user may ask for: each reads everything held about them. */
export const EXPORT_LIMITS = {
  perUser: { scope: 'privacy-export:user', max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/**
 * Everything held about a user as one JSON object, written part by part as each module's
 * contract answers (src/server/personal-data.ts), so that a large export is never one string in
 * memory: `exportedAt`, `userId`, then a member per module. Counts against the export limit;
 * 404 for an account that does not exist (or no longer does).
 */
export async function personalDataExport(
  db: Executor,
  contracts: readonly PersonalDataContract[],
  userId: string,
): Promise<Readable> {
  const account = await findUserById(db, userId);
  if (!account) throw notFound('User not found');
  const user = { id: account.id, email: account.email };
  await limitAttempts(db, PRIVACY_TEXTS.exportedTooOften, [[EXPORT_LIMITS.perUser, user.id]]);
  const exportedAt = now().toISOString();
  async function* parts() {
    yield `{"exportedAt":${JSON.stringify(exportedAt)},"userId":${JSON.stringify(user.id)}`;
    for (const contract of contracts) {
      const part = await contract.exportFor(db, user);
      yield `,${JSON.stringify(contract.module)}:${JSON.stringify(part)}`;
    }
    yield '}\n';
  }
  return Readable.from(parts());
}
