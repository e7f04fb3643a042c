import { eq, or } from 'drizzle-orm';
import { interviews } from '../../db/schema/interviews';
import { rowsAbout, tableNames, type PersonalDataContract } from '../../lib/personal-data';

/** Interviews the user had, as the buddy interviewed or as the learning expert. */
export const expertPersonalData: PersonalDataContract = {
  module: 'expert',
  tables: tableNames(interviews),
  async exportFor(db, user) {
    return {
      interviews: await rowsAbout(
        db,
        interviews,
        or(eq(interviews.buddyId, user.id), eq(interviews.expertId, user.id)),
      ),
    };
  },
};
