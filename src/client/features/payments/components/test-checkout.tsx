import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { failureText } from '@/lib/failure-text';
import { formatEuros } from '@shared/format-money';
import { usePayTestCheckout, useTestCheckout } from '../api';
import { PAYMENT_SCREEN_TEXTS } from '../texts';

const TEXTS = PAYMENT_SCREEN_TEXTS.testCheckout;

/**
 * The built-in test provider's checkout (PAYMENTS=test, decision 038): what a provider's hosted
 * page would ask, with "Pay", which books the session as a provider's news would, and "Fail",
 * which leaves it waiting as a failed payment does.
 */
export function TestCheckout({ checkout }: { checkout: string }) {
  const view = useTestCheckout(checkout);
  const pay = usePayTestCheckout();
  const [failed, setFailed] = useState(false);

  if (view.isPending) {
    return (
      <div aria-hidden="true" className="grid gap-3">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-10 w-1/3" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (!view.data) return <FormAlert>{TEXTS.missing}</FormAlert>;
  const { amountCents, description, cancelUrl, open } = view.data;
  const back = (
    <a href={cancelUrl} className="font-semibold text-brand-700 underline underline-offset-4">
      {TEXTS.back}
    </a>
  );
  return (
    <div className="grid gap-4">
      <p dir="auto" className="text-stone-800">
        {description}
      </p>
      <p className="text-3xl font-semibold">{formatEuros(amountCents)}</p>
      {!open ? (
        <FormAlert>{TEXTS.closed}</FormAlert>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={pay.isPending || pay.isSuccess}
            onClick={() => {
              setFailed(false);
              pay.mutate(checkout);
            }}
          >
            {TEXTS.pay(amountCents)}
          </Button>
          <Button variant="outline" disabled={pay.isPending} onClick={() => setFailed(true)}>
            {TEXTS.fail}
          </Button>
        </div>
      )}
      {failed && <FormAlert>{TEXTS.failed}</FormAlert>}
      {pay.isError && <FormAlert>{failureText(pay.error, COMMON_TEXTS.somethingWrong)}</FormAlert>}
      <p className="text-sm">{back}</p>
    </div>
  );
}
