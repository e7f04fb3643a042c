import type { Executor } from '../../db/client';
import * as repository from './repository';

/**
 * A buddy's offers as one JSON column, for another module's read that shows them (the account's
 * own profile, the experts' list) in its one round trip. Apart from profiles.ts, whose status
 * changes mail accounts: the accounts' reads take it without importing what imports them.
 */
export const offersJson: typeof repository.offersJson = (buddyId) => repository.offersJson(buddyId);

/**
 * A buddy (any status) by id or by their public slug, with the offer of one activity, if they
 * make it: what a proposal and an instant booking check.
 */
export const offerOf = (
  db: Executor,
  buddy: { id: string } | { slug: string },
  activityId: string,
) => repository.findOffer(db, buddy, activityId);
