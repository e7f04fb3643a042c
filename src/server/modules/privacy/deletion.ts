import type { FastifyBaseLogger } from 'fastify';
import { PRIVACY_TEXTS } from '../../../shared/privacy';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { describeError } from '../../lib/describe-error';
import { notFound } from '../../lib/http-errors';
import type { PersonalDataContract } from '../../lib/personal-data';
import { lockAccount } from './repository';

/**
 * DELETE /api/account/delete/{userId} (issue 20): the account goes at once and for good, in one
 * transaction, through every module's personal-data contract in the list's order
 * (src/server/personal-data.ts): the moderators' tombstone is written and the account row
 * anonymised in place, the user's sign-ins end in every process, their open sessions end with
 * the other sides told, what is theirs alone is deleted and what is others' history too is
 * anonymised (decision 034). Files (the uploaded photo) go after the commit. A failure changes
 * nothing; a second deletion at once waits for the first and finds no account (404).
 */
export async function deleteAccount(
  db: Database,
  contracts: readonly PersonalDataContract[],
  userId: string,
  request: { reason: string | null; uploadsDir: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const afterCommit: (() => Promise<void>)[] = [];
  await db.transaction(async (tx) => {
    const user = await lockAccount(tx, userId);
    if (!user) throw notFound(PRIVACY_TEXTS.accountGone);
    const erasure = {
      ...request,
      at: now(),
      afterCommit: (work: () => Promise<void>) => void afterCommit.push(work),
    };
    for (const contract of contracts) await contract.eraseFor(tx, user, erasure);
  });
  for (const work of afterCommit) {
    // The account is gone whatever happens to a file: a file left behind is only logged.
    await work().catch((err: unknown) =>
      log.error({ error: describeError(err) }, 'a deleted account left a file behind'),
    );
  }
}
