import { amsterdamDate, amsterdamTime } from '../../../shared/amsterdam-time';
import { formatInAmsterdam } from '../../../shared/format-date';
import {
  INTERVIEW_MINUTES,
  type ExpertProfile,
  type Interview,
  type InterviewWhere,
} from '../../../shared/interviews';
import { presentOffer } from '../../../shared/offers';
import { presentStatusChange } from '../buddies/status';
import type { InterviewRow, profilesUnderInterview } from './repository';

type ProfileRow = Awaited<ReturnType<typeof profilesUnderInterview>>[number];
type StatusLogRow = Parameters<typeof presentStatusChange>[0];

/** Where, from the columns that keep it (an interview's, or an expert's usual place). */
export function whereOf(columns: {
  place: string | null;
  videoLink: string | null;
}): InterviewWhere | null {
  if (columns.videoLink !== null) return { kind: 'video', link: columns.videoLink };
  if (columns.place !== null) return { kind: 'place', place: columns.place };
  return null;
}

/** The columns that keep where: one of them, or neither. */
export const whereColumns = (where: InterviewWhere | null) => ({
  place: where?.kind === 'place' ? where.place : null,
  videoLink: where?.kind === 'video' ? where.link : null,
});

export function presentInterview(row: InterviewRow): Interview {
  const i = row.interview;
  return {
    id: i.id,
    buddyId: i.buddyId,
    expertId: i.expertId,
    expertName: row.expertName,
    startsAt: i.startsAt.toISOString(),
    endsAt: i.endsAt.toISOString(),
    date: amsterdamDate(i.startsAt),
    time: amsterdamTime(i.startsAt),
    status: i.status,
    feedback: i.feedback,
    where: whereOf(i),
  };
}

/** The verdict of the latest interview: the move out of interview_completed, if any. */
function outcomeOf(log: StatusLogRow[]): ExpertProfile['outcome'] {
  const verdict = log.findLast((change) => change.fromStatus === 'interview_completed')?.toStatus;
  return verdict === 'approved' || verdict === 'rejected' ? verdict : null;
}

/**
 * A candidate buddy as the learning expert reviews them: the application as sent (SPEC section
 * 3's buddy fields), the moderator's notes (their words when sending the profile on), the whole
 * status log and the latest interview.
 */
export function presentExpertProfile(
  { user, profile, offers }: ProfileRow,
  log: StatusLogRow[],
  interview: Interview | null,
): ExpertProfile {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    username: user.username,
    phone: user.phone,
    profilePhoto: user.photo,
    profileStatus: user.profileStatus,
    languagesTeaching: profile.languages.join(', '),
    bio: profile.description,
    about: profile.about,
    location: profile.location,
    availability: profile.availability,
    activities: offers.map(presentOffer),
    createdAt: user.createdAt.toISOString(),
    moderatorNotes: log.findLast((change) => change.actorRole === 'moderator')?.note ?? null,
    history: log.map(presentStatusChange),
    interview,
    outcome: outcomeOf(log),
    interviewScheduledDate:
      interview && interview.status !== 'cancelled' ? interview.startsAt : null,
    interviewFeedback: interview?.feedback ?? null,
  };
}

/** "Tuesday 1 December 2026 at 14:00": an interview's start in Amsterdam words. */
export const interviewWhen = (startsAt: Date) =>
  formatInAmsterdam(startsAt, "EEEE d MMMM yyyy 'at' HH:mm");

/**
 * Where, in words: the address, the video-call link, or, with neither, plainly that the expert
 * sends the details (never an invented place; decision 044).
 */
export const interviewWhereLine = (row: InterviewRow) =>
  row.interview.videoLink !== null
    ? `Video call: ${row.interview.videoLink}`
    : row.interview.place !== null
      ? `Where: ${row.interview.place}`
      : `Where: ${row.expertName} will send you the address or the video-call link before the interview.`;

/** The interview's particulars, for its mails and its calendar event. */
export const interviewDetails = (row: InterviewRow) => [
  `When: ${interviewWhen(row.interview.startsAt)} (Amsterdam time)`,
  `How long: ${INTERVIEW_MINUTES} minutes`,
  `With: ${row.expertName}, learning expert at Buddies`,
  interviewWhereLine(row),
];
