import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { formatInAmsterdam } from '@shared/amsterdam-time';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { useSessionPayment, useStartCheckout } from '../api/payment';
import { PAYMENT_DUE_TEXTS as TEXTS } from './texts';

const deadline = (iso: string) => formatInAmsterdam(new Date(iso), 'EEE d MMM, HH:mm');

/**
 * A session waiting for payment (decision 038): its learner pays from here (the provider's
 * checkout), with the deadline; its buddy reads until when the learner has.
 */
export function PaymentDue({ sessionId, side }: { sessionId: string; side: 'learner' | 'buddy' }) {
  const payment = useSessionPayment(sessionId);
  const checkout = useStartCheckout();
  if (!payment.data) {
    return payment.isError ? null : <Skeleton className="mt-4 h-10 w-full" />;
  }
  const { amountCents, dueAt, status } = payment.data;
  if (status !== 'awaiting') return null;
  if (side === 'buddy') {
    return <p className="mt-4 text-sm text-stone-700">{TEXTS.learnerPays(deadline(dueAt))}</p>;
  }
  return (
    <div className="mt-4 flex flex-col gap-2 rounded-xl bg-amber-50 p-3">
      <Button
        size="sm"
        disabled={checkout.isPending || checkout.isSuccess}
        onClick={() =>
          checkout.mutate(sessionId, {
            onError: (err) => toast.error(failureText(err, COMMON_TEXTS.somethingWrong)),
          })
        }
      >
        <CreditCard className="size-4" aria-hidden="true" />
        {checkout.isPending || checkout.isSuccess ? TEXTS.opening : TEXTS.pay(amountCents)}
      </Button>
      <p className="text-sm text-amber-900">{TEXTS.payBy(deadline(dueAt))}</p>
    </div>
  );
}
