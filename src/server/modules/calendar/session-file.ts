import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Caller } from '../../lib/policy';
import { canReadProposal, sideOf } from '../sessions/policy';
import { sessionWithParties } from '../sessions/reads';
import { appointmentFile, calendarFileName } from './calendar-file';
import { sessionAppointment } from './session-appointment';

type Who = Pick<Caller, 'userId' | 'role'>;

/** Statuses with a calendar file: booked or held, and called off (a file that removes it). */
const WITH_FILE = new Set(['approved', 'completed', 'cancelled']);

/**
 * GET /api/proposals/{id}/calendar.ics: a session's calendar file, to its learner, its buddy and
 * staff; anyone else, and a session not (or no longer) booked, is told it is not there.
 */
export async function sessionCalendar(db: Executor, caller: Who, id: string) {
  const row = await sessionWithParties(db, id);
  if (!row || !canReadProposal(caller, row.session) || !WITH_FILE.has(row.session.status)) {
    throw notFound(PROPOSAL_TEXTS.notFound);
  }
  const appointment = sessionAppointment(row, sideOf(caller, row.session) ?? 'learner');
  return {
    filename: calendarFileName(appointment),
    content: appointmentFile(appointment, 'PUBLISH'),
  };
}
