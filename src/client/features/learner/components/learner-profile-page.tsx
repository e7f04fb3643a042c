import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import type { AuthSnapshot } from '@/lib/auth-store';
import { useOwnLearnerProfile } from '@/hooks/use-own-learner-profile';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { ActivitiesLists } from './activities-lists';
import { AvailabilityGrid } from './availability-grid';
import { MatchingCard } from './matching-card';
import { MyProposals } from './my-proposals';
import { PasswordForm } from './password-form';
import { ProfileDetailsCard } from './profile-details-card';
import { ProfileNotFound } from './profile-not-found';

/** SPEC: Learner profile page, with the learner's real data. */
export function LearnerProfilePage({ auth }: { auth: AuthSnapshot }) {
  const profile = useOwnLearnerProfile();
  if (profile.error instanceof ApiError && [403, 404].includes(profile.error.status))
    return <ProfileNotFound />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link
        to="/learner/dashboard"
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {TEXTS.backToDashboard}
      </Link>
      <h1 className="mt-4 font-display text-3xl font-semibold">{TEXTS.profileTitle}</h1>
      {profile.data ? (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid min-w-0 grid-cols-1 content-start gap-6">
            <ProfileDetailsCard profile={profile.data} />
            <MatchingCard profile={profile.data} />
            <AvailabilityGrid profile={profile.data} />
            <ActivitiesLists userId={auth.userId} />
          </div>
          <div className="grid min-w-0 grid-cols-1 content-start gap-6">
            <MyProposals userId={auth.userId} />
            <PasswordForm />
          </div>
        </div>
      ) : profile.isError ? (
        <div className="mt-6">
          <LoadError title={TEXTS.profileLoadFailed} onRetry={() => void profile.refetch()} />
        </div>
      ) : (
        <div
          className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
          aria-busy="true"
        >
          <span className="sr-only" role="status">
            {TEXTS.loadingProfile}
          </span>
          <Skeleton className="h-96 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      )}
    </div>
  );
}
