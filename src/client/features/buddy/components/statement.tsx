import { Download, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useOwnBuddyProfile } from '@/hooks/use-own-buddy-profile';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { failureText } from '@/lib/failure-text';
import { monthName } from '@shared/months';
import { useDownloadStatement, useEarnings } from '../api/earnings';
import { EARNINGS_TEXTS as TEXTS } from '../texts';
import { EarningTotals, EarningsTable } from './earnings-table';

/** A buddy's monthly earnings statement, printable and as CSV (decision 038). */
export function Statement({ month }: { month: string }) {
  const earnings = useEarnings(month);
  const profile = useOwnBuddyProfile();
  const download = useDownloadStatement();
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
      </header>
      {earnings.isError ? (
        <LoadError title={TEXTS.loadFailed} onRetry={() => void earnings.refetch()} />
      ) : !earnings.data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <EarningTotals earnings={earnings.data} />
          {earnings.data.length === 0 ? (
            <p className="text-stone-700">{TEXTS.none(name)}</p>
          ) : (
            <EarningsTable earnings={earnings.data} />
          )}
        </>
      )}
      <p className="text-sm text-stone-700">{TEXTS.share}</p>
      <p className="print:hidden">
        <Link className="font-semibold text-brand-700 hover:underline" to="/buddy/dashboard">
          {TEXTS.back}
        </Link>
      </p>
    </article>
  );
}
