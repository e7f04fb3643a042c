import { Mail, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BUDDIES_TEXTS } from '../texts';

function StateCard({
  icon,
  title,
  children,
  alert = false,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  alert?: boolean;
}) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="flex flex-col items-center rounded-2xl bg-stone-50 px-6 py-12 text-center ring-1 ring-stone-200"
    >
      <span className="grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
        {icon}
      </span>
      <h2 className="mt-4 text-2xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}

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

export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <StateCard alert icon={<TriangleAlert className="size-6" aria-hidden="true" />} title={title}>
      <p className="mt-2 max-w-md text-stone-700">Please check your connection and try again.</p>
      <Button className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </StateCard>
  );
}
