import { addAmsterdamDays, amsterdamDate } from '../../../shared/amsterdam-time';
import type { Database } from '../../db/client';
import { buddyEmail, DEMO_EXPERT_EMAIL, SEED_CANDIDATES } from '../../db/seed-data';
import { now } from '../../lib/clock';
import type { DemoSeed } from '../../lib/server-module';
import { inviteToInterview, slotsOf } from './service';

/**
 * The applicant who waits for an interview has one with the demo expert, booked the way an
 * expert books one: the status move, the invitation mail.
 */
export async function seedDemoInterview({ db, accounts }: DemoSeed) {
  const expert = accounts.get(DEMO_EXPERT_EMAIL);
  if (!expert) return;
  for (const candidate of SEED_CANDIDATES) {
    const account = accounts.get(buddyEmail(candidate.slug));
    if (candidate.status !== 'interview_scheduled' || !account?.created) continue;
    const slot = await demoInterviewSlot(db, expert.id);
    await inviteToInterview(db, { userId: expert.id }, account.id, { timeSlot: slot });
  }
}

/** The expert's first free slot from 10:00 on, from tomorrow on (weekdays have slots). */
async function demoInterviewSlot(db: Database, expertId: string): Promise<string> {
  for (let day = addAmsterdamDays(now(), 1); ; day = addAmsterdamDays(day, 1)) {
    const slots = await slotsOf(db, { userId: expertId }, amsterdamDate(day));
    const free = slots.find((slot) => slot.free && slot.time >= '10:00');
    if (free) return free.startsAt;
  }
}
