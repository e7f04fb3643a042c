import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { formatInAmsterdam } from '@shared/format-date';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { cancellationNotice } from '@shared/session-actions';
import { useSessionPayment, useStartCheckout } from '../api/payment';
import { PAYMENT_DUE_TEXTS as TEXTS, SESSION_TEXTS } from './texts';

/** A payment's deadline as the screens say it, in Amsterdam. */
export const deadline = (iso: string) => formatInAmsterdam(new Date(iso), 'EEE d MMM, HH:mm');

/** The learner's way to the provider's checkout for what the session waits for. */
export function PayButton({ sessionId, label }: { sessionId: string; label: string }) {
  const checkout = useStartCheckout();
  return (
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
      {checkout.isPending || checkout.isSuccess ? TEXTS.opening : label}
    </Button>
  );
}

/**
 * A session waiting for payment (decision 038): its learner pays from here (the provider's
 * checkout), with the deadline and the cancellation rule they agree to by paying; its buddy
 * reads until when the learner has.
 */
export function PaymentDue({
  sessionId,
  startsAt,
  side,
  onCancel,
}: {
  sessionId: string;
  /** The session's start (ISO), which the cancellation rule counts back from. */
  startsAt: string;
  side: 'learner' | 'buddy';
  /** Calling it off while it waits (either side, until it starts). */
  onCancel?: () => void;
}) {
  const payment = useSessionPayment(sessionId);
  if (!payment.data) {
    return payment.isError ? null : <Skeleton className="h-10 w-full" />;
  }
  const { amountCents, dueAt, status, kind } = payment.data;
  if (status !== 'awaiting' || kind !== 'booking') return null;
  const cancel = onCancel && (
    <div>
      <Button
        size="sm"
        variant="outline"
        className="border-red-700 text-red-800 hover:bg-red-50"
        onClick={onCancel}
      >
        {SESSION_TEXTS.cancelSession}
      </Button>
    </div>
  );
  if (side === 'buddy') {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-stone-700">{TEXTS.learnerPays(deadline(dueAt))}</p>
        {cancel}
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <div className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3">
        <PayButton sessionId={sessionId} label={TEXTS.pay(amountCents)} />
        <p className="text-sm text-amber-900">{TEXTS.payBy(deadline(dueAt))}</p>
        <p className="text-sm text-amber-900">
          {cancellationNotice(new Date(startsAt), new Date())}
        </p>
      </div>
      {cancel}
    </div>
  );
}
