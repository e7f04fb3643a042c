import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileStatusBadge } from '@/components/profile-status-badge';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatInAmsterdam } from '@shared/format-date';
import type { BuddyOwnProfile } from '@shared/profiles-schemas';
import { APPLICATION_STEPS, BUDDY_TEXTS as TEXTS, NEXT_STEP } from '../texts';

/** How far along the way the buddy is: the index of their step (rejected/suspended: none). */
const currentStep = (status: BuddyOwnProfile['profileStatus']) =>
  APPLICATION_STEPS.findIndex((step) => (step.reached as readonly string[]).includes(status));

/** Where the interview takes place, as the expert gave it; never a place of our own making. */
function InterviewWhere({ where }: { where: BuddyOwnProfile['interviewWhere'] }) {
  if (!where) return <p className="max-w-prose text-stone-800">{TEXTS.interviewNoPlace}</p>;
  return (
    <p className="max-w-prose break-words text-stone-900">
      {where.kind === 'place' ? (
        <>
          {TEXTS.interviewPlace} <bdi>{where.place}</bdi>
        </>
      ) : (
        <>
          {TEXTS.interviewVideo}{' '}
          <a
            href={where.link}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            <bdi>{where.link}</bdi>
          </a>
        </>
      )}
    </p>
  );
}

/** The buddy's standing: photo, name, status, what happens next, and the steps to go live. */
export function ApplicationStatus({ profile }: { profile: BuddyOwnProfile }) {
  const step = currentStep(profile.profileStatus);
  return (
    <section
      aria-labelledby="buddy-name"
      className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-4">
        <Avatar
          name={profile.fullName}
          photo={profile.profilePhoto}
          alt=""
          className="size-16 text-2xl"
        />
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 id="buddy-name" className="font-display text-3xl font-semibold" dir="auto">
              {profile.fullName}
            </h1>
            <ProfileStatusBadge status={profile.profileStatus} />
          </div>
          <p className="text-sm text-stone-700">{profile.email}</p>
        </div>
      </div>
      <div className="grid gap-2">
        <h2 className="text-xl font-semibold">{TEXTS.application}</h2>
        <p className="max-w-prose text-stone-800">{NEXT_STEP[profile.profileStatus]}</p>
        {profile.interviewStartsAt && (
          <>
            <p className="max-w-prose font-semibold text-stone-900">
              {TEXTS.interview(
                formatInAmsterdam(new Date(profile.interviewStartsAt), 'EEEE d MMMM, HH:mm'),
              )}
            </p>
            <InterviewWhere where={profile.interviewWhere} />
          </>
        )}
      </div>
      {step >= 0 && (
        <ol aria-label={TEXTS.steps} className="grid gap-3 sm:grid-cols-4">
          {APPLICATION_STEPS.map(({ label }, index) => {
            const done = index < step || profile.profileStatus === 'approved';
            const current = index === step;
            return (
              <li
                key={label}
                aria-current={current ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-xl p-3 text-sm ring-1',
                  current
                    ? 'bg-brand-50 font-semibold text-brand-900 ring-brand-200'
                    : 'text-stone-700 ring-stone-200',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'grid size-6 shrink-0 place-items-center rounded-full text-xs',
                    done ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-700',
                  )}
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                {label}
                {done && <span className="sr-only">{TEXTS.stepDone}</span>}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap gap-3">
        {profile.profileStatus === 'approved' && (
          <Link to={`/buddy/${profile.slug}`} className={buttonVariants()}>
            {TEXTS.viewPublicProfile}
          </Link>
        )}
        <Link to="/messages" className={buttonVariants({ variant: 'outline' })}>
          {TEXTS.messages}
        </Link>
        <Link to="/profile/settings" className={buttonVariants({ variant: 'ghost' })}>
          {TEXTS.profileSettings}
        </Link>
      </div>
    </section>
  );
}
