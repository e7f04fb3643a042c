import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function DutchComingSoonCard() {
  return (
    <div className="flex flex-col gap-6 rounded-3xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
      <div>
        <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">
          Learning Dutch?
        </p>
        <h3 className="mt-2 text-2xl font-semibold">Dutch buddies are coming soon</h3>
        <p className="mt-2 max-w-xl text-brand-50">
          We are interviewing our first Dutch speakers now. Register and we will let you know as
          soon as you can book a Dutch session.
        </p>
      </div>
      <Button asChild variant="outline" size="lg" className="shrink-0 self-start sm:self-auto">
        <Link to="/login">Register</Link>
      </Button>
    </div>
  );
}
