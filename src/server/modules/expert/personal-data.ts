import { eq, or } from 'drizzle-orm';
import { interviewPlaces, interviews } from '../../db/schema/interviews';
import {
  rewriteMentions,
  rowsAbout,
  tableNames,
  type PersonalDataContract,
} from '../../lib/personal-data';
import { endInterviewsOf } from './service';

/**
 * Interviews the user had, as the buddy interviewed or as the learning expert, and an expert's
 * usual place for interviews.
 */
export const expertPersonalData: PersonalDataContract = {
  module: 'expert',
  tables: tableNames(interviews, interviewPlaces),
  async exportFor(db, user) {
    return {
      interviews: await rowsAbout(
        db,
        interviews,
        or(eq(interviews.buddyId, user.id), eq(interviews.expertId, user.id)),
      ),
      interviewPlace: await rowsAbout(db, interviewPlaces, eq(interviewPlaces.expertId, user.id)),
    };
  },
  async eraseFor(tx, user) {
    // Interviews still ahead end; those held are the vetting's record (decision 010): kept,
    // with 'Deleted user' for the account's name and the feedback's mentions of it anonymised.
    await endInterviewsOf(tx, user.id);
    await tx.delete(interviewPlaces).where(eq(interviewPlaces.expertId, user.id));
    await rewriteMentions(tx, user, interviews, {
      key: interviews.id,
      columns: [interviews.feedback],
      where: eq(interviews.buddyId, user.id),
    });
  },
};
