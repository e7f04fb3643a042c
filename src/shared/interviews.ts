import { z } from 'zod';
import {
  addAmsterdamDays,
  amsterdamDate,
  amsterdamInstant,
  amsterdamIsoWeekday,
  amsterdamTime,
} from './amsterdam-time';
import { isUnderInterview, PROFILE_STATUSES } from './buddy-status';
import { StatusChangeSchema } from './moderation';
import { BeforeCursorSchema } from './page-cursor';
import { CalendarDateSchema, lineText, multilineText } from './validation';

/**
 * Interviews of candidate buddies by a learning expert (SPEC section 5 "Interview dates"): on a
 * weekday, today or later, starting every 30 minutes from 09:00 to 16:30 Amsterdam time, 30
 * minutes long. Pure: the expert's calendar and the server check the same rules.
 */

export const INTERVIEW_MINUTES = 30;
/**
 * How far ahead an interview may be set, in days from today (Amsterdam): a candidate waits weeks,
 * not a year, and a time past it is a typing slip (a year 9999). Proposals have a horizon of their
 * own (a year, sessions/terms.ts): sessions are planned further out than an interview.
 */
export const INTERVIEW_DAYS_AHEAD = 90;
const FIRST_SLOT_MINUTES = 9 * 60;
const LAST_SLOT_MINUTES = 16 * 60 + 30;

const two = (n: number) => String(n).padStart(2, '0');

/** Every slot's Amsterdam start time of a day: '09:00', '09:30', ... '16:30'. */
export const INTERVIEW_SLOT_TIMES: readonly string[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / INTERVIEW_MINUTES + 1 },
  (_, i) => {
    const minutes = FIRST_SLOT_MINUTES + i * INTERVIEW_MINUTES;
    return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
  },
);

export const INTERVIEW_TEXTS = {
  slotInvalid:
    'Interviews start on the hour or half past, from 09:00 to 16:30 Amsterdam time. Please choose one of those times.',
  weekend: 'Interviews are held on weekdays. Please choose a day from Monday to Friday.',
  passed: 'This time has passed. Please choose a later time.',
  tooFar: `Interviews can be set up to ${INTERVIEW_DAYS_AHEAD} days ahead. Please choose an earlier day.`,
  slotTaken: 'You already have an interview at this time. Please choose another time.',
  buddyHasInterview: 'This buddy already has an interview scheduled.',
  notScheduled: 'This interview is no longer scheduled.',
  notYours: "This interview is another learning expert's.",
  notFound: 'Interview not found',
  noScheduledInterview: 'This buddy has no scheduled interview to complete.',
  sameTime: 'The interview is already at this time.',
  noProfiles: 'No profiles pending review',
} as const;

/** The end of an interview starting at `startsAt`. */
export const interviewEnd = (startsAt: Date) =>
  new Date(startsAt.getTime() + INTERVIEW_MINUTES * 60_000);

/** Saturday or Sunday in Amsterdam, by the date's own weekday (YYYY-MM-DD). */
const isWeekendDate = (date: string) => amsterdamIsoWeekday(amsterdamInstant(date, '12:00')) > 5;

/** The last Amsterdam date (YYYY-MM-DD) that can hold an interview as seen at `at`. */
export const lastInterviewDay = (at: Date) =>
  amsterdamDate(addAmsterdamDays(at, INTERVIEW_DAYS_AHEAD));

/**
 * Whether an Amsterdam date (YYYY-MM-DD) can hold interviews as seen at `at`: a weekday, today
 * or later, at most INTERVIEW_DAYS_AHEAD days ahead. The expert's month calendar disables the
 * others.
 */
export const isInterviewDay = (date: string, at: Date) =>
  date >= amsterdamDate(at) && date <= lastInterviewDay(at) && !isWeekendDate(date);

/** The slots of an Amsterdam date as instants, in order; none on a weekend. */
export const interviewSlotsOn = (date: string): Date[] =>
  isWeekendDate(date) ? [] : INTERVIEW_SLOT_TIMES.map((time) => amsterdamInstant(date, time));

/**
 * Why `startsAt` cannot start an interview as seen at `at`, or null when it can: it must be one
 * of a weekday's slots (09:00 to 16:30 Amsterdam time, on the hour or half past, to the second),
 * not have started yet, and be on a day at most INTERVIEW_DAYS_AHEAD days ahead.
 */
export function interviewSlotProblem(startsAt: Date, at: Date): string | null {
  if (
    startsAt.getTime() % 60_000 !== 0 ||
    !INTERVIEW_SLOT_TIMES.includes(amsterdamTime(startsAt))
  ) {
    return INTERVIEW_TEXTS.slotInvalid;
  }
  if (amsterdamIsoWeekday(startsAt) > 5) return INTERVIEW_TEXTS.weekend;
  if (startsAt.getTime() <= at.getTime()) return INTERVIEW_TEXTS.passed;
  if (amsterdamDate(startsAt) > lastInterviewDay(at)) return INTERVIEW_TEXTS.tooFar;
  return null;
}

export const INTERVIEW_STATES = ['scheduled', 'completed', 'cancelled'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];

/** The longest place (an address) and video-call link an interview may give. */
export const INTERVIEW_PLACE_MAX = 200;
export const INTERVIEW_LINK_MAX = 500;

export const INTERVIEW_WHERE_TEXTS = {
  placeRequired: 'Please give the address of the interview',
  placeTooLong: `The address can be at most ${INTERVIEW_PLACE_MAX} characters`,
  linkInvalid: 'Please give the video-call link as a full address starting with https://',
  linkTooLong: `The link can be at most ${INTERVIEW_LINK_MAX} characters`,
} as const;

/** No user name or password in a link (the url check before may have failed: no throw then). */
function hasNoCredentials(link: string) {
  try {
    const url = new URL(link);
    return url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** A video-call link: https only, a host name, no user name or password in it. */
const VideoLinkSchema = lineText(INTERVIEW_WHERE_TEXTS.linkInvalid)
  .trim()
  .max(INTERVIEW_LINK_MAX, INTERVIEW_WHERE_TEXTS.linkTooLong)
  .pipe(
    z
      .url({
        protocol: /^https$/,
        hostname: z.regexes.domain,
        error: INTERVIEW_WHERE_TEXTS.linkInvalid,
      })
      .refine(hasNoCredentials, INTERVIEW_WHERE_TEXTS.linkInvalid),
  );

/**
 * Where an interview takes place, as the expert gives it (decision 044): an address to meet at,
 * or a video-call link. None given (null) means the expert sends the details themselves.
 */
export const InterviewWhereSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('place'),
      place: lineText(INTERVIEW_WHERE_TEXTS.placeRequired)
        .trim()
        .min(1, INTERVIEW_WHERE_TEXTS.placeRequired)
        .max(INTERVIEW_PLACE_MAX, INTERVIEW_WHERE_TEXTS.placeTooLong),
    }),
    z.object({ kind: z.literal('video'), link: VideoLinkSchema }),
  ],
  { error: "Please choose 'place' or 'video'" },
);
export type InterviewWhere = z.infer<typeof InterviewWhereSchema>;

/** GET and PUT /api/expert/interview-place: the expert's usual place, given to new invitations. */
export const InterviewPlaceSchema = z.object({ where: InterviewWhereSchema.nullable() });

/** The start of an interview: an instant with its offset, e.g. 2026-12-01T14:00:00+01:00. */
const TimeSlot = lineText('Please choose a time for the interview').pipe(
  z.iso.datetime({ offset: true, local: false, error: 'Please choose a time for the interview' }),
);

/**
 * POST /api/expert/send-interview-invitation/{id}: the spec's payload. The profile's name and
 * email are accepted as the screen sends them, but the server mails the buddy it has on record.
 */
export const InterviewInvitationSchema = z.object({
  timeSlot: TimeSlot,
  /** Where, for this invitation; left out: the expert's usual place; null: none given. */
  where: InterviewWhereSchema.nullable().optional(),
  profileName: z.string().max(200).optional(),
  profileEmail: z.string().max(320).optional(),
});

/** POST /api/expert/interviews/{id}/reschedule: the new start, and where if it changes. */
export const InterviewRescheduleSchema = z.object({
  timeSlot: TimeSlot,
  where: InterviewWhereSchema.nullable().optional(),
});

/** The longest reason an expert may give the buddy for calling an interview off. */
export const INTERVIEW_CANCEL_REASON_MAX = 1000;

/** POST /api/expert/interviews/{id}/cancel: why, told to the buddy when given. */
export const InterviewCancelSchema = z.object({
  reason: multilineText().trim().max(INTERVIEW_CANCEL_REASON_MAX).optional(),
});

/** The longest feedback an expert may write on an interview. */
export const INTERVIEW_FEEDBACK_MAX = 5000;

/** POST /api/expert/complete-interview/{id}: the verdict and the expert's feedback. */
export const InterviewVerdictSchema = z.object({
  approved: z.boolean({ error: 'Please choose whether to approve or reject' }),
  feedback: multilineText('Please write your feedback')
    .trim()
    .min(1, 'Please write your feedback')
    .max(INTERVIEW_FEEDBACK_MAX, `Feedback can be at most ${INTERVIEW_FEEDBACK_MAX} characters`),
});

export const InterviewSchema = z.object({
  id: z.string(),
  buddyId: z.string(),
  expertId: z.string(),
  expertName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The start in Amsterdam words, as the screens show it: YYYY-MM-DD and HH:mm. */
  date: z.string(),
  time: z.string(),
  status: z.enum(INTERVIEW_STATES),
  feedback: z.string().nullable(),
  /** Where it takes place; null: the expert sends the details. */
  where: InterviewWhereSchema.nullable(),
});
export type Interview = z.infer<typeof InterviewSchema>;

/** GET /api/expert/slots?date=YYYY-MM-DD: the day's slots, and which the caller may book. */
export const InterviewSlotsQuerySchema = z.object({ date: CalendarDateSchema });

export const InterviewSlotSchema = z.object({
  time: z.string(),
  startsAt: z.string(),
  /** Not passed, and the caller has no interview then. */
  free: z.boolean(),
});
export type InterviewSlot = z.infer<typeof InterviewSlotSchema>;

/** GET /api/expert/interview-days?month=YYYY-MM: the month whose days the calendar shows. */
export const InterviewDaysQuerySchema = z.object({
  month: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Please give a month as YYYY-MM'),
});

/** A day of the calling expert's month that holds interviews (scheduled or held). */
export const InterviewDaySchema = z.object({ date: z.string(), interviews: z.number() });
export type InterviewDay = z.infer<typeof InterviewDaySchema>;

/** Profiles per page of the expert's list. */
export const EXPERT_PROFILES_PAGE_SIZE = 50;

/**
 * GET /api/expert/profiles: buddies under interview and those interviewed, newest application
 * first, keyset pages (`before`, decision 020), optionally of one status (`interview_completed`:
 * the interviewed, whatever their verdict; decision 044).
 */
export const ExpertProfilesQuerySchema = z.object({
  status: z
    .enum(PROFILE_STATUSES)
    .refine(
      isUnderInterview,
      'Please choose expert_review, interview_scheduled or interview_completed',
    )
    .optional(),
  before: BeforeCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(EXPERT_PROFILES_PAGE_SIZE),
});

/** A candidate buddy as the learning expert reviews them: the application, notes and history. */
export const ExpertProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  profileStatus: z.enum(PROFILE_STATUSES),
  languagesTeaching: z.string(),
  bio: z.string(),
  about: z.string().nullable(),
  location: z.string(),
  availability: z.string().nullable(),
  activities: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      location: z.string(),
      rate: z.string(),
    }),
  ),
  createdAt: z.string(),
  /** The moderator's notes: what they wrote when sending the profile on. */
  moderatorNotes: z.string().nullable(),
  history: z.array(StatusChangeSchema),
  interview: InterviewSchema.nullable(),
  /** The verdict of the buddy's latest completed interview, from their status log; null before. */
  outcome: z.enum(['approved', 'rejected']).nullable(),
  interviewScheduledDate: z.string().nullable(),
  interviewFeedback: z.string().nullable(),
});
export type ExpertProfile = z.infer<typeof ExpertProfileSchema>;
