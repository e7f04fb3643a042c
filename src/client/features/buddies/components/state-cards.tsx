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
      <p className="mt-2 max-w-md text-stone-700">
        Try other activities, or clear the filters to see every buddy.
      </p>
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
      <p className="mt-2 max-w-md text-stone-700">
        We are interviewing our first Dutch speakers now. Sign up and we will let you know as soon
        as you can book a Dutch session.
      </p>
      <Button asChild variant="accent" className="mt-6">
        <Link to="/login?tab=signup">{BUDDIES_TEXTS.signUpForNews}</Link>
      </Button>
    </StateCard>
  );
}

export function NoBuddiesYet() {
  return (
    <StateCard icon={<SearchX className="size-6" aria-hidden="true" />} title="No buddies yet">
      <p className="mt-2 max-w-md text-stone-700">
        Our first buddies are being interviewed. Please check back soon.
      </p>
    </StateCard>
  );
}
