import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useOwnBuddyProfile } from '@/hooks/use-own-buddy-profile';
import { monthName } from '@shared/months';
import { useEarnings } from '../api/earnings';
import { EARNINGS_TEXTS as TEXTS } from '../texts';
import { DownloadStatement, MonthEarnings } from './month-earnings';

/** A buddy's monthly earnings statement, printable and as CSV (decision 038). */
export function Statement({ month }: { month: string }) {
  const earnings = useEarnings(month);
  const profile = useOwnBuddyProfile();
  const name = monthName(month);
  return (
    <article
      aria-labelledby="statement-title"
      className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="statement-title" className="text-3xl font-semibold">
            {TEXTS.statementTitle(name)}
          </h1>
          <p className="mt-1 min-h-6 text-stone-700">
            <bdi>{profile.data?.fullName}</bdi>
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {TEXTS.print}
          </Button>
          <DownloadStatement month={month} />
        </div>
      </header>
      <MonthEarnings month={month} earnings={earnings} />
      <p className="text-sm text-stone-700">{TEXTS.share}</p>
      <p className="print:hidden">
        <Link className="font-semibold text-brand-700 hover:underline" to="/buddy/dashboard">
          {TEXTS.back}
        </Link>
      </p>
    </article>
  );
}
