import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { Earning } from '@shared/payments';

/**
 * The buddy's share of each paid session starting in `month` (decision 038); none while payments
 * are off (the card then hides).
 */
export function useEarnings(month: string) {
  return useQuery({
    queryKey: ['payments', 'earnings', month],
    queryFn: () =>
      api<Earning[]>(`/api/payments/earnings?month=${encodeURIComponent(month)}`, {
        auth: 'required',
      }),
    retry: false,
  });
}

/** The month's statement as a spreadsheet file, saved by the browser. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: async (month: string) => {
      const { blob, fileName } = await apiFile(
        `/api/payments/earnings/statement.csv?month=${encodeURIComponent(month)}`,
        { auth: 'required' },
      );
      saveFile(blob, fileName ?? `buddies-statement-${month}.csv`);
    },
  });
}
