import type { BuddyOwnProfile } from '../../../shared/profiles-schemas';
import type { BuddyProfileUpdate } from '../../../shared/buddy-profile';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { publish, tellProfileChanged } from '../../lib/event-bus';
import { unauthorized } from '../../lib/http-errors';
import { changeBuddyProfile } from '../buddies/profiles';
import { buddyProfileOf } from './profiles';
import { renameAccount } from './repository';

/**
 * PUT /api/buddy/profile: the buddy's name on their account, the rest on their buddy profile
 * and offers, in one transaction. A listed buddy's changes go live at once (decision 031): the
 * public reads of every process are dropped, and the buddy's own tabs read it again.
 */
export async function updateBuddyProfile(
  db: Database,
  buddyId: string,
  update: BuddyProfileUpdate,
): Promise<BuddyOwnProfile> {
  const { fullName, ...changes } = update;
  await db.transaction(async (tx) => {
    const { listed } = await changeBuddyProfile(tx, buddyId, changes);
    if (fullName !== undefined) await renameAccount(tx, buddyId, fullName, now());
    await tellProfileChanged(tx, [buddyId]);
    if (listed) await publish(tx, { type: 'buddies-changed' });
  });
  const profile = await buddyProfileOf(db, buddyId);
  if (!profile) throw unauthorized();
  return profile;
}
