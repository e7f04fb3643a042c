import { amsterdamInstant, amsterdamTime } from '../../../shared/amsterdam-time';
import { monthAfter } from '../../../shared/months';
import type { ProfileStatus } from '../../../shared/buddy-status';
import {
  INTERVIEW_MINUTES,
  INTERVIEW_TEXTS,
  interviewEnd,
  interviewSlotProblem,
  interviewSlotsOn,
  isInterviewDay,
  type ExpertProfile,
  type Interview,
  type InterviewDay,
  type InterviewSlot,
  type InterviewWhere,
} from '../../../shared/interviews';
import type { PageCursor } from '../../../shared/page-cursor';
import type { Database, Executor } from '../../db/client';
import { exclusionViolation } from '../../db/errors';
import { now } from '../../lib/clock';
import { tellProfileChanged } from '../../lib/event-bus';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { Caller } from '../../lib/policy';
import { changeAccountStatus, statusHistories } from '../buddies/status';
import { latestInterviews } from './interviews';
import { tellBuddy } from './mails';
import { requireInterviewer } from './policy';
import { presentExpertProfile, presentInterview, whereColumns, whereOf } from './presenter';
import {
  findInterview,
  insertInterview,
  interviewDaysOf,
  interviewPlaceOf,
  lockExpertCalendar,
  lockInterview,
  lockScheduledInterviewOf,
  lockScheduledInterviewsWith,
  profilesUnderInterview,
  scheduledStartsOf,
  setInterviewPlace,
  updateInterview,
} from './repository';

type Expert = Pick<Caller, 'userId'>;

const actorOf = (caller: Expert) => ({ id: caller.userId, role: 'learning_expert' as const });

/** A start the rules allow (src/shared/interviews.ts), or 400 saying why not. */
function slotStart(timeSlot: string, at: Date): Date {
  const startsAt = new Date(timeSlot);
  const problem = interviewSlotProblem(startsAt, at);
  if (problem) throw badRequest(problem);
  return startsAt;
}

/** The expert already has an interview then: the database's exclusion constraint said so. */
function takenSlot(err: unknown): never {
  if (exclusionViolation(err) === 'interviews_expert_no_overlap') {
    throw conflict(INTERVIEW_TEXTS.slotTaken);
  }
  throw err;
}

const presentedInterview = async (db: Executor, id: string) =>
  presentInterview((await findInterview(db, id))!);

/**
 * GET /api/expert/profiles: buddies under interview, newest application first, with their
 * application, the moderator's notes, their status log and their latest interview.
 */
export async function expertProfiles(
  db: Database,
  page: { status?: ProfileStatus; before?: PageCursor; limit: number },
): Promise<{ profiles: ExpertProfile[]; next: PageCursor | null }> {
  const rows = await profilesUnderInterview(db, page);
  const ids = rows.map((row) => row.user.id);
  const [histories, interviews] = await Promise.all([
    statusHistories(db, ids),
    latestInterviews(db, ids),
  ]);
  const profiles = rows.map((row) =>
    presentExpertProfile(
      row,
      histories.get(row.user.id) ?? [],
      interviews.get(row.user.id) ?? null,
    ),
  );
  const last = rows.at(-1);
  return {
    profiles,
    next: rows.length === page.limit && last ? { at: last.user.createdAt, id: last.user.id } : null,
  };
}

/**
 * GET /api/expert/slots: a day's interview slots, each free unless it has passed, its day is
 * past the horizon, or the calling expert has an interview then (interviews start on slots only,
 * so a slot is taken exactly when one starts at it).
 */
export async function slotsOf(
  db: Executor,
  caller: Expert,
  date: string,
): Promise<InterviewSlot[]> {
  const slots = interviewSlotsOn(date);
  const [first, last] = [slots[0], slots.at(-1)];
  if (!first || !last) return [];
  const taken = new Set(
    (await scheduledStartsOf(db, caller.userId, first, interviewEnd(last))).map((s) => s.getTime()),
  );
  const at = now();
  const open = isInterviewDay(date, at);
  return slots.map((startsAt) => ({
    time: amsterdamTime(startsAt),
    startsAt: startsAt.toISOString(),
    free: open && startsAt.getTime() > at.getTime() && !taken.has(startsAt.getTime()),
  }));
}

/**
 * GET /api/expert/interview-days: the days of a month (YYYY-MM, Amsterdam) on which the calling
 * expert has interviews, scheduled or held, with how many; the month calendar marks them.
 */
export async function interviewDaysIn(
  db: Executor,
  caller: Expert,
  month: string,
): Promise<InterviewDay[]> {
  const start = (m: string) => amsterdamInstant(`${m}-01`, '00:00');
  return interviewDaysOf(db, caller.userId, start(month), start(monthAfter(month)));
}

/** GET /api/expert/interview-place: the calling expert's usual place for interviews. */
export async function interviewPlace(db: Executor, caller: Expert) {
  const row = await interviewPlaceOf(db, caller.userId);
  return { where: row ? whereOf(row) : null };
}

/**
 * PUT /api/expert/interview-place: sets (null: removes) the expert's usual place, given to their
 * next invitations; interviews already set keep theirs (a move may change it).
 */
export async function setUsualInterviewPlace(
  db: Executor,
  caller: Expert,
  where: InterviewWhere | null,
) {
  await setInterviewPlace(db, caller.userId, whereColumns(where), now());
  return { where };
}

/**
 * POST /api/expert/send-interview-invitation/{id}: the buddy moves from expert_review to
 * interview_scheduled (audit row), the interview is booked at a free slot of the calling
 * expert, where the invitation says (or at the expert's usual place), and the buddy gets the
 * invitation with its calendar file. 400 for a time the rules do not allow, 409 for a buddy in
 * another status or a slot the expert has taken.
 */
export async function inviteToInterview(
  db: Database,
  caller: Expert,
  buddyId: string,
  invitation: { timeSlot: string; where?: InterviewWhere | null },
): Promise<Interview> {
  const at = now();
  const startsAt = slotStart(invitation.timeSlot, at);
  return db
    .transaction(async (tx) => {
      await lockExpertCalendar(tx, caller.userId);
      const where =
        invitation.where !== undefined
          ? invitation.where
          : (await interviewPlace(tx, caller)).where;
      await changeAccountStatus(tx, {
        userId: buddyId,
        to: 'interview_scheduled',
        actor: actorOf(caller),
      });
      const id = await insertInterview(tx, {
        buddyId,
        expertId: caller.userId,
        startsAt,
        endsAt: interviewEnd(startsAt),
        ...whereColumns(where),
        createdAt: at,
        updatedAt: at,
      });
      await tellBuddy(tx, id, 'invited');
      return presentedInterview(tx, id);
    })
    .catch(takenSlot);
}

/** The interview locked for a move by its own expert: 404, 403, or 409 once it is over. */
async function lockOwnScheduled(tx: Executor, caller: Expert, interviewId: string) {
  const interview = await lockInterview(tx, interviewId);
  if (!interview) throw notFound(INTERVIEW_TEXTS.notFound);
  requireInterviewer(caller, interview);
  if (interview.status !== 'scheduled') throw conflict(INTERVIEW_TEXTS.notScheduled);
  return interview;
}

/**
 * POST /api/expert/interviews/{id}/reschedule: its expert moves a scheduled interview to another
 * free slot, or changes where it takes place (or both); the buddy gets the updated calendar file
 * (SEQUENCE one up) and, for a new time, a new reminder.
 */
export async function rescheduleInterview(
  db: Database,
  caller: Expert,
  interviewId: string,
  move: { timeSlot: string; where?: InterviewWhere | null },
): Promise<Interview> {
  const at = now();
  const startsAt = slotStart(move.timeSlot, at);
  return db
    .transaction(async (tx) => {
      await lockExpertCalendar(tx, caller.userId);
      const interview = await lockOwnScheduled(tx, caller, interviewId);
      const sameTime = interview.startsAt.getTime() === startsAt.getTime();
      const where = move.where === undefined ? whereOf(interview) : move.where;
      const samePlace =
        JSON.stringify(whereColumns(where)) === JSON.stringify(whereColumns(whereOf(interview)));
      if (sameTime && samePlace) throw badRequest(INTERVIEW_TEXTS.sameTime);
      await updateInterview(
        tx,
        interviewId,
        {
          ...(!sameTime && { startsAt, endsAt: interviewEnd(startsAt) }),
          ...whereColumns(where),
          updatedAt: at,
        },
        true,
      );
      await tellBuddy(tx, interviewId, sameTime ? 'placed' : 'moved');
      // The buddy's open tabs show the new time and place.
      await tellProfileChanged(tx, [interview.buddyId]);
      return presentedInterview(tx, interviewId);
    })
    .catch(takenSlot);
}

/**
 * POST /api/expert/interviews/{id}/cancel: its expert calls a scheduled interview off; the buddy
 * goes back to expert_review (audit row, the reason as its note) to be invited again, and gets
 * a CANCEL calendar file.
 */
export async function cancelInterview(
  db: Database,
  caller: Expert,
  interviewId: string,
  reason: string | undefined,
): Promise<Interview> {
  return db.transaction(async (tx) => {
    const interview = await lockOwnScheduled(tx, caller, interviewId);
    await callOff(tx, interview, reason);
    return presentedInterview(tx, interviewId);
  });
}

/**
 * A scheduled interview called off by its expert: cancelled, the buddy back in expert_review to
 * be invited again (their log notes why), and their calendar's CANCEL mailed.
 */
async function callOff(
  tx: Executor,
  interview: { id: string; buddyId: string; expertId: string },
  reason: string | undefined,
) {
  await updateInterview(tx, interview.id, { status: 'cancelled', updatedAt: now() }, true);
  await changeAccountStatus(tx, {
    userId: interview.buddyId,
    to: 'expert_review',
    actor: actorOf({ userId: interview.expertId }),
    note: reason,
  });
  await tellBuddy(tx, interview.id, 'cancelled', { reason });
}

/** Why a buddy's interview is called off when its learning expert deletes their account. */
const INTERVIEWER_LEFT = 'Your interviewer has left the team.';

/**
 * The scheduled interviews of an account being deleted end with it: a buddy's are cancelled
 * (their expert sees it in their calendar); an expert's are called off, each buddy back in
 * expert_review for another expert to invite, and told.
 */
export async function endInterviewsOf(tx: Executor, userId: string) {
  for (const interview of await lockScheduledInterviewsWith(tx, userId)) {
    if (interview.buddyId === userId) {
      await updateInterview(tx, interview.id, { status: 'cancelled', updatedAt: now() }, true);
    } else {
      await callOff(tx, interview, INTERVIEWER_LEFT);
    }
  }
}

/**
 * When an interview decided at `at` was held: a decision before the planned start means it was
 * held earlier by arrangement, in the half hour up to the decision (to the minute); otherwise it
 * keeps its time (decision 044).
 */
export function heldTime(planned: Date, at: Date): { startsAt: Date; endsAt: Date } | null {
  if (at.getTime() >= planned.getTime()) return null;
  const endsAt = new Date(at.getTime() - (at.getTime() % 60_000));
  return { startsAt: new Date(endsAt.getTime() - INTERVIEW_MINUTES * 60_000), endsAt };
}

/**
 * POST /api/expert/complete-interview/{id}: the buddy's interview is held; they move
 * interview_scheduled -> interview_completed -> approved (listed at once) or rejected, two audit
 * rows, the feedback stored with the interview; the buddy's status mail tells the verdict. A
 * verdict before the planned start moves the interview to when it was held and mails the
 * buddy's calendar the update (SEQUENCE one up), so that no interview stays ahead in it.
 */
export async function completeInterview(
  db: Database,
  caller: Expert,
  buddyId: string,
  verdict: { approved: boolean; feedback: string },
): Promise<Interview> {
  return db.transaction(async (tx) => {
    await changeAccountStatus(tx, {
      userId: buddyId,
      to: 'interview_completed',
      actor: actorOf(caller),
    });
    const interview = await lockScheduledInterviewOf(tx, buddyId);
    if (!interview) throw conflict(INTERVIEW_TEXTS.noScheduledInterview);
    requireInterviewer(caller, interview);
    const at = now();
    const held = heldTime(interview.startsAt, at);
    await updateInterview(
      tx,
      interview.id,
      { status: 'completed', feedback: verdict.feedback, updatedAt: at, ...held },
      held !== null,
    );
    if (held) {
      await tellBuddy(tx, interview.id, 'held', { plannedFor: interview.startsAt });
    }
    await changeAccountStatus(tx, {
      userId: buddyId,
      to: verdict.approved ? 'approved' : 'rejected',
      actor: actorOf(caller),
    });
    return presentedInterview(tx, interview.id);
  });
}
