import { ChevronLeft, ChevronRight, Printer, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { monthAfter, monthName, monthOf } from '@shared/months';
import { useEarnings } from '../api/earnings';
import { EARNINGS_TEXTS as TEXTS } from '../texts';
import { DownloadStatement, MonthEarnings } from './month-earnings';

/**
 * The buddy's earnings month by month (decision 038): each paid session's share and where it
 * stands, with the month's statement to print or download. Hidden while payments are off.
 */
export function EarningsCard() {
  const thisMonth = monthOf(new Date());
  const [month, setMonth] = useState(thisMonth);
  const earnings = useEarnings(month);
  // Payments off: the route does not exist.
  if (earnings.error instanceof ApiError && earnings.error.status === 404) return null;
  const name = monthName(month);
  return (
    <section
      aria-labelledby="earnings-title"
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="earnings-title" className="flex items-center gap-2 text-lg font-semibold">
          <Wallet className="size-5 text-brand-700" aria-hidden="true" />
          {TEXTS.title}
        </h2>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={TEXTS.previousMonth}
            onClick={() => setMonth(monthAfter(month, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p className="min-w-36 text-center font-semibold" aria-live="polite">
            {name}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={TEXTS.nextMonth}
            disabled={month > thisMonth}
            onClick={() => setMonth(monthAfter(month))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <MonthEarnings month={month} earnings={earnings} />
      {earnings.data && (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/buddy/statements/${month}`}>
              <Printer aria-hidden="true" />
              {TEXTS.statement}
            </Link>
          </Button>
          <DownloadStatement month={month} />
        </div>
      )}
    </section>
  );
}
