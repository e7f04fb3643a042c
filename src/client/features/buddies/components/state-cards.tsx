import { Mail, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';
import { BUDDIES_TEXTS } from '../texts';

export function NoMatchingBuddies({ onClear }: { onClear: () => void }) {
  return (
    <StateCard
      icon={<SearchX className="size-6" aria-hidden="true" />}
      title={BUDDIES_TEXTS.noMatch}
    >
      <p className="mt-2 max-w-md text-stone-700">{BUDDIES_TEXTS.noMatchText}</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        {BUDDIES_TEXTS.clearFilters}
      </Button>
    </StateCard>
  );
}

export function DutchComingSoon() {
  return (
    <StateCard
      icon={<Mail className="size-6" aria-hidden="true" />}
      title={BUDDIES_TEXTS.dutchComingSoon}
    >
      <p className="mt-2 max-w-md text-stone-700">{BUDDIES_TEXTS.dutchComingSoonText}</p>
      <Button asChild variant="accent" className="mt-6">
        <Link to="/login?tab=signup">{BUDDIES_TEXTS.signUpForNews}</Link>
      </Button>
    </StateCard>
  );
}

export function NoBuddiesYet() {
  return (
    <StateCard
      icon={<SearchX className="size-6" aria-hidden="true" />}
      title={BUDDIES_TEXTS.noBuddiesYet}
    >
      <p className="mt-2 max-w-md text-stone-700">{BUDDIES_TEXTS.noBuddiesYetText}</p>
    </StateCard>
  );
}
