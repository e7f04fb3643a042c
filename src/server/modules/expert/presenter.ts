import { amsterdamDate, amsterdamTime } from '../../../shared/amsterdam-time';
import type { ExpertProfile, Interview } from '../../../shared/interviews';
import { presentOffer } from '../../../shared/offers';
import { presentStatusChange } from '../buddies/status';
import type { InterviewRow, profilesUnderInterview, statusLogsOf } from './repository';

type ProfileRow = Awaited<ReturnType<typeof profilesUnderInterview>>[number];
type StatusLogRow = Awaited<ReturnType<typeof statusLogsOf>>[number];

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
  };
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
    interviewScheduledDate:
      interview && interview.status !== 'cancelled' ? interview.startsAt : null,
    interviewFeedback: interview?.feedback ?? null,
  };
}
