import type { z } from 'zod';
import { formatInAmsterdam } from './format-date';
import { ACTIVITIES } from './catalogue';
import { formatEuros } from './format-money';
import type { SessionLineKind, SessionLineSchema } from './session-lines-schemas';
import type { SessionEvent } from './sessions';

/** The chat line each session event posts from the side that made it (none for completing). */
export const LINE_OF_EVENT: Partial<Record<SessionEvent, SessionLineKind>> = {
  propose: 'proposed',
  book: 'booked',
  modify: 'countered',
  approve: 'approved',
  reject: 'rejected',
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
  move: 'move-asked',
  'accept-move': 'move-accepted',
  'decline-move': 'move-declined',
  'withdraw-move': 'move-withdrawn',
  edit: 'changed',
};

/** A line and its terms; its schema is in session-lines-schemas.ts. */
export type SessionLine = z.infer<typeof SessionLineSchema>;

const LEAD: Record<SessionLineKind, string> = {
  proposed: 'Activity proposal',
  booked: 'Booked at once',
  countered: 'Suggested another time',
  approved: 'Proposal approved',
  rejected: 'Proposal declined',
  accepted: 'Accepted the new time',
  declined: 'Declined the new time',
  cancelled: 'Session cancelled',
  'move-asked': 'Asked to move the session',
  'move-accepted': 'Accepted the move',
  'move-declined': 'Declined the move',
  'move-withdrawn': 'Took back the request to move the session',
  changed: 'Session changed',
};

export const activityTitleOf = (activityId: string) =>
  ACTIVITIES.find((a) => a.id === activityId)?.title ?? activityId;

/** "Coffee Chats on Tue 1 Dec 2026 at 14:00 (60 minutes) at Café de Jaren, €25.00" */
export function describeTerms(t: Omit<SessionLine, 'kind'>): string {
  // date-fns, not Intl: Intl's short months vary with the ICU version ("Sep" or "Sept"), and a
  // line must read the same everywhere and as the lines stored as text did (migration 0013).
  const when = formatInAmsterdam(new Date(t.startsAt), "EEE d MMM yyyy 'at' HH:mm");
  return `${activityTitleOf(t.activityId)} on ${when} (${t.durationMinutes} minutes) at ${t.location}, ${formatEuros(t.priceCents)}`;
}

/** The line in English: "Proposal approved: Coffee Chats on Tue 1 Dec 2026 at 14:00 (...)." */
export const sessionLineText = (line: SessionLine) => `${LEAD[line.kind]}: ${describeTerms(line)}.`;

/** A line as stored (its kind and its terms in two columns), or none. */
export const storedLine = (
  kind: SessionLineKind | null,
  terms: Omit<SessionLine, 'kind'> | null,
): SessionLine | null => (kind && terms ? { kind, ...terms } : null);

/** A message as one text: its session line (if any), then the sender's words. */
export const messageText = (m: { content: string; line: SessionLine | null }) =>
  m.line ? [sessionLineText(m.line), m.content].filter(Boolean).join('\n\n') : m.content;
