import type { UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { failureText } from '@/lib/failure-text';
import { monthName } from '@shared/months';
import type { Earning } from '@shared/payments';
import { useDownloadStatement } from '../api/earnings';
import { EARNINGS_TEXTS as TEXTS } from '../texts';
import { EarningTotals, EarningsTable } from './earnings-table';

/** A month's earnings as they load: the totals and each session, or that there were none. */
export function MonthEarnings({
  month,
  earnings,
}: {
  month: string;
  earnings: UseQueryResult<Earning[]>;
}) {
  if (earnings.isError) {
    return <LoadError title={TEXTS.loadFailed} onRetry={() => void earnings.refetch()} />;
  }
  if (!earnings.data) return <Skeleton className="h-40 w-full" />;
  return (
    <>
      <EarningTotals earnings={earnings.data} />
      {earnings.data.length === 0 ? (
        <p className="text-stone-700">{TEXTS.none(monthName(month))}</p>
      ) : (
        <EarningsTable earnings={earnings.data} />
      )}
    </>
  );
}

/** "Download CSV": the month's statement as a spreadsheet file. */
export function DownloadStatement({ month }: { month: string }) {
  const download = useDownloadStatement();
  return (
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
  );
}
