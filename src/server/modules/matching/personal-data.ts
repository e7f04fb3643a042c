import { eq, or } from 'drizzle-orm';
import { MATCH_NOTE_MAX } from '../../../shared/matching-schemas';
import { matchOverrides } from '../../db/schema/matching';
import {
  rewriteMentions,
  rowsAbout,
  tableNames,
  type PersonalDataContract,
} from '../../lib/personal-data';

/**
 * Staff's pins and hides of a learner's matches (decision 064). The learner's export has them
 * with their notes but not which staff member set them (the learner reads "your Buddies team");
 * a staff member's has those they set. A buddy's has none: who was steered to or away from a
 * buddy is the learners' to know, as favourites are.
 */
export const matchingPersonalData: PersonalDataContract = {
  module: 'matching',
  tables: tableNames(matchOverrides),
  async exportFor(db, user) {
    const [aboutMe, setByMe] = await Promise.all([
      rowsAbout(db, matchOverrides, eq(matchOverrides.learnerId, user.id), ['setBy']),
      rowsAbout(db, matchOverrides, eq(matchOverrides.setBy, user.id)),
    ]);
    return { matchOverrides: aboutMe, matchOverridesSet: setByMe };
  },
  async eraseFor(tx, user) {
    // A learner's are theirs alone, and pins or hides of a deleted buddy point at nobody.
    await tx
      .delete(matchOverrides)
      .where(or(eq(matchOverrides.learnerId, user.id), eq(matchOverrides.buddyId, user.id)));
    // A staff member who leaves leaves their pins for the learners, unsigned, and no note
    // of theirs names them.
    await rewriteMentions(tx, user, matchOverrides, {
      key: matchOverrides.id,
      columns: [matchOverrides.note],
      where: eq(matchOverrides.setBy, user.id),
      maxLength: MATCH_NOTE_MAX,
    });
    await tx.update(matchOverrides).set({ setBy: null }).where(eq(matchOverrides.setBy, user.id));
  },
};
