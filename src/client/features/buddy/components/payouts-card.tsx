import { Landmark } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { failureText } from '@/lib/failure-text';
import { usePayoutStatus, useSetUpPayouts } from '../api/payouts';
import { PAYOUT_TEXTS as TEXTS } from '../texts';

/**
 * Where the buddy's 80% goes (decision 038): their payout status at the provider and the way to
 * set it up or finish it. Shares of completed sessions wait until it is active.
 */
export function PayoutsCard() {
  const payout = usePayoutStatus();
  const setUp = useSetUpPayouts();
  // Payments off: nothing to set up.
  if (payout.isError) return null;
  const status = payout.data?.status;
  if (!status) return null;
  return (
    <section
      aria-labelledby="payouts-title"
      className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="payouts-title" className="flex items-center gap-2 text-lg font-semibold">
        <Landmark className="size-5 text-brand-700" aria-hidden="true" />
        {TEXTS.title}
      </h2>
      <p className="text-stone-800">
        <span className="font-semibold">{TEXTS.status[status]}</span> {TEXTS.explain[status]}
      </p>
      {status !== 'active' && (
        <div>
          <Button
            disabled={setUp.isPending || setUp.isSuccess}
            onClick={() =>
              setUp.mutate(undefined, {
                onError: (err) => toast.error(failureText(err, COMMON_TEXTS.somethingWrong)),
              })
            }
          >
            {status === 'not_started' ? TEXTS.setUp : TEXTS.finish}
          </Button>
        </div>
      )}
    </section>
  );
}
