import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';
import { LEARNER_TEXTS as TEXTS } from '../texts';

/** SPEC: 'Profile not found' when the account has no learner profile. */
export function ProfileNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="sr-only">{TEXTS.profile.notFound}</h1>
      <StateCard
        icon={<UserX className="size-6" aria-hidden="true" />}
        title={TEXTS.profile.notFound}
      >
        <p className="mt-2 max-w-md text-stone-700">{TEXTS.profileNotFoundText}</p>
        <Button asChild className="mt-6">
          <Link to="/">{TEXTS.returnHome}</Link>
        </Button>
      </StateCard>
    </div>
  );
}
