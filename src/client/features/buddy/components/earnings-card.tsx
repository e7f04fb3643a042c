import { ChevronLeft, ChevronRight, Download, Printer, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { failureText } from '@/lib/failure-text';
import { monthAfter, monthName, monthOf } from '@shared/months';
import { useDownloadStatement, useEarnings } from '../api/earnings';
import { EARNINGS_TEXTS as TEXTS } from '../texts';
import { EarningTotals, EarningsTable } from './earnings-table';

/**
 * The buddy's earnings month by month (decision 038): each paid session's share and where it
 * stands, with the month's statement to print or download. Hidden while payments are off.
 */
export function EarningsCard() {
  const thisMonth = monthOf(new Date());
  const [month, setMonth] = useState(thisMonth);
  const earnings = useEarnings(month);
  const download = useDownloadStatement();
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
      {earnings.isError ? (
        <LoadError title={TEXTS.loadFailed} onRetry={() => void earnings.refetch()} />
      ) : !earnings.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <EarningTotals earnings={earnings.data} />
          {earnings.data.length === 0 ? (
            <p className="text-stone-700">{TEXTS.none(name)}</p>
          ) : (
            <EarningsTable earnings={earnings.data} />
          )}
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`/buddy/statements/${month}`}>
                <Printer aria-hidden="true" />
                {TEXTS.statement}
              </Link>
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={download.isPending}
              onClick={() =>
                download.mutate(month, {
                  onError: (err) => toast.error(failureText(err, COMMON_TEXTS.somethingWrong)),
                })
              }
            >
              <Download aria-hidden="true" />
              {TEXTS.download}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
