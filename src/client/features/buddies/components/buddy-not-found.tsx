import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BUDDIES_TEXTS } from '../texts';

export function BuddyNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <UserX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold">{BUDDIES_TEXTS.notFound}</h1>
      <p className="mt-3 text-stone-700">{BUDDIES_TEXTS.notFoundText}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{BUDDIES_TEXTS.returnHome}</Link>
      </Button>
    </section>
  );
}
