import { useRef, type ReactNode } from 'react';
import { ProfileStatusBadge } from '@/components/profile-status-badge';
import { StatusHistory } from '@/components/status-history';
import { Avatar } from '@/components/ui/avatar';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAuth } from '@/lib/auth-store';
import { formatInAmsterdam } from '@shared/format-date';
import type { ExpertProfile } from '@shared/interviews';
import { interviewTime } from '../month';
import { EXPERT_TEXTS as TEXTS } from '../texts';
import { CancelInterviewDialog } from './cancel-interview-dialog';
import { InterviewVerdictForm } from './interview-verdict-form';
import { ScheduleInterviewDialog } from './schedule-interview-dialog';
import { rateLabel } from '@shared/pricing';

const day = (iso: string) => formatInAmsterdam(new Date(iso), 'd MMM yyyy');

/**
 * The detail panel: a candidate's application, the moderator's notes, the status history and
 * the interview, with what the expert can do next. It closes by itself once a move takes the
 * buddy out of the list it was opened from; the focus then goes to `focusAfterLeaving`.
 */
export function ProfileDetailDialog({
  profile,
  onClose,
  focusAfterLeaving,
}: {
  profile: ExpertProfile | null;
  onClose: () => void;
  focusAfterLeaving: () => void;
}) {
  const closedHere = useRef(false);
  return (
    <Dialog
      open={profile !== null}
      onOpenChange={(open) => {
        if (open) return;
        closedHere.current = true;
        onClose();
      }}
    >
      <DialogContent
        className="max-w-2xl"
        onOpenAutoFocus={() => (closedHere.current = false)}
        onCloseAutoFocus={(event) => {
          if (closedHere.current) return;
          event.preventDefault();
          onClose();
          focusAfterLeaving();
        }}
      >
        {profile && <ProfileDetail profile={profile} onCompleted={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ProfileDetail({
  profile,
  onCompleted,
}: {
  profile: ExpertProfile;
  onCompleted: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar
            name={profile.fullName}
            photo={profile.profilePhoto}
            alt=""
            className="size-16 text-2xl"
          />
          <div className="grid min-w-0 gap-1">
            <DialogTitle dir="auto">{profile.fullName}</DialogTitle>
            <DialogDescription>
              <span className="break-all">{profile.email}</span> · {TEXTS.applied}{' '}
              {day(profile.createdAt)}
            </DialogDescription>
            <div>
              <ProfileStatusBadge status={profile.profileStatus} />
            </div>
          </div>
        </div>
      </DialogHeader>
      <Application profile={profile} />
      <Section title={TEXTS.moderatorNotes}>
        {profile.moderatorNotes ? (
          <p className="whitespace-pre-line" dir="auto">
            {profile.moderatorNotes}
          </p>
        ) : (
          <p className="text-stone-700">{TEXTS.noNotes}</p>
        )}
      </Section>
      <InterviewSection profile={profile} onCompleted={onCompleted} />
      <Section title={TEXTS.history}>
        <StatusHistory changes={profile.history} />
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** A term and its value in the application. */
function Detail({
  term,
  wide = false,
  children,
}: {
  term: string;
  /** Across both columns. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}>
      <dt className="text-sm font-semibold text-stone-700">{term}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

/** The application as the buddy sent it: description, activities and rates, languages. */
function Application({ profile }: { profile: ExpertProfile }) {
  return (
    <Section title={TEXTS.application}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term={TEXTS.description} wide>
          <p className="whitespace-pre-line" dir="auto">
            {profile.bio}
          </p>
        </Detail>
        {profile.about && (
          <Detail term={TEXTS.about} wide>
            <p className="whitespace-pre-line" dir="auto">
              {profile.about}
            </p>
          </Detail>
        )}
        <Detail term={TEXTS.activities} wide>
          <ul className="grid gap-2">
            {profile.activities.map((activity) => (
              <li key={activity.title} className="rounded-xl bg-stone-50 p-3 text-sm">
                <p className="font-semibold">
                  {activity.title} · {rateLabel(activity.rate)}
                </p>
                <p dir="auto">{activity.description}</p>
                {activity.location && (
                  <p className="text-stone-700" dir="auto">
                    {activity.location}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Detail>
        <Detail term={TEXTS.languages}>{profile.languagesTeaching}</Detail>
        <Detail term={TEXTS.location}>
          <bdi>{profile.location}</bdi>
        </Detail>
        {profile.availability && (
          <Detail term={TEXTS.availability}>
            <bdi>{profile.availability}</bdi>
          </Detail>
        )}
        {profile.phone && <Detail term={TEXTS.phone}>{profile.phone}</Detail>}
      </dl>
    </Section>
  );
}

/**
 * The interview (when, its state, with whom, the feedback) and the expert's next step: schedule
 * one, or move, cancel or complete their own.
 */
function InterviewSection({
  profile,
  onCompleted,
}: {
  profile: ExpertProfile;
  onCompleted: () => void;
}) {
  const auth = useAuth();
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const { interview } = profile;
  const scheduled =
    profile.profileStatus === 'interview_scheduled' && interview?.status === 'scheduled';
  const mine = !interview || interview.expertId === auth?.userId;
  const canSchedule = profile.profileStatus === 'expert_review' || (scheduled && mine);
  return (
    <Section title={TEXTS.interview}>
      {interview ? (
        <div className="grid gap-1 rounded-xl bg-stone-50 p-3 text-sm">
          <p className="font-semibold">
            {TEXTS.interviewStates[interview.status]}: {interviewTime(interview)}{' '}
            {TEXTS.amsterdamTime}
          </p>
          <p className="text-stone-700">
            {TEXTS.withExpert} <bdi>{interview.expertName}</bdi>
          </p>
          <p className="break-words text-stone-700">
            {interview.where ? (
              <>
                {TEXTS.where.shown[interview.where.kind]}:{' '}
                <bdi>
                  {interview.where.kind === 'place' ? interview.where.place : interview.where.link}
                </bdi>
              </>
            ) : (
              TEXTS.where.shown.none
            )}
          </p>
          {interview.status === 'completed' && profile.outcome && (
            <p className="font-semibold">
              {TEXTS.decision}: {TEXTS.outcomes[profile.outcome]}
            </p>
          )}
          {interview.feedback && (
            <p className="whitespace-pre-line" dir="auto">
              {interview.feedback}
            </p>
          )}
        </div>
      ) : (
        <p className="text-stone-700">{TEXTS.noInterview}</p>
      )}
      {scheduled && !mine && <p className="text-sm text-stone-700">{TEXTS.otherExpert}</p>}
      {canSchedule && (
        <div className="flex flex-wrap gap-2">
          <ScheduleInterviewDialog profile={profile} buttonRef={scheduleButton} />
          {scheduled && interview && (
            <CancelInterviewDialog
              interviewId={interview.id}
              focusAfterCancel={() => scheduleButton.current?.focus()}
            />
          )}
        </div>
      )}
      {scheduled && mine && interview && (
        <InterviewVerdictForm
          buddyId={profile.id}
          plannedStartsAt={interview.startsAt}
          onCompleted={onCompleted}
        />
      )}
    </Section>
  );
}
