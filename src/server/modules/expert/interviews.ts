import type { Interview } from '../../../shared/interviews';
import type { Executor } from '../../db/client';
import { presentInterview } from './presenter';
import { interviewsOf } from './repository';

/**
 * Each of these buddies' latest interview (scheduled, held or called off), by buddy id: for the
 * expert's list, and for another module's read that shows a buddy's interview date and feedback
 * (the moderators' list of users).
 */
export async function latestInterviews(
  db: Executor,
  buddyIds: string[],
): Promise<Map<string, Interview>> {
  const latest = new Map<string, Interview>();
  for (const row of await interviewsOf(db, buddyIds)) {
    if (!latest.has(row.interview.buddyId))
      latest.set(row.interview.buddyId, presentInterview(row));
  }
  return latest;
}
