import { Navigate } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ProfileEditor } from '@/features/buddy/components/profile-editor';
import { BUDDY_TEXTS } from '@/features/buddy/texts';
import { useOwnBuddyProfile } from '@/hooks/use-own-buddy-profile';
import { useAuth } from '@/lib/auth-store';
import { DASHBOARD_BY_ROLE } from '@shared/roles';

/** SPEC: /buddy/profile/edit, the buddy's own; other roles go to their dashboard. */
export function Component() {
  const auth = useAuth();
  if (!auth) return null;
  if (auth.role !== 'buddy') return <Navigate to={DASHBOARD_BY_ROLE[auth.role]} replace />;
  return <OwnProfileEditor />;
}

function OwnProfileEditor() {
  const profile = useOwnBuddyProfile();
  if (profile.data) return <ProfileEditor profile={profile.data} />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="sr-only">{BUDDY_TEXTS.editProfile}</h1>
      {profile.isError ? (
        <LoadError title={BUDDY_TEXTS.loadFailed} onRetry={() => void profile.refetch()} />
      ) : (
        <Skeleton aria-label={BUDDY_TEXTS.loading} className="h-96 rounded-2xl" />
      )}
    </div>
  );
}
