import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';

/** A screen the product links to that is still being built: a real page, never the not-found one. */
export function Component() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="sr-only">Coming soon</h1>
      <StateCard icon={<Construction className="size-6" aria-hidden="true" />} title="Coming soon">
        <p className="mt-2 max-w-md text-stone-700">
          We are still building this part of Buddies. Meanwhile, meet the buddies and the activities
          they offer.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/buddies">Browse buddies</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </StateCard>
    </div>
  );
}
