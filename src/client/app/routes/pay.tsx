import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { StateCard } from '@/components/ui/state-card';
import { useStartCheckout } from '@/features/sessions/api/payment';
import { failureText } from '@/lib/failure-text';
import { COMMON_TEXTS } from '@/lib/common-texts';

const TEXTS = {
  opening: 'Taking you to the payment page…',
  failed: 'This payment cannot be made',
  toMessages: 'Go to your messages',
} as const;

/**
 * /pay/:sessionId, the link of a mail that asks a learner to pay (decision 039): straight to the
 * provider's checkout for what the session waits for, or why it cannot be paid any more.
 */
export function Component() {
  const { sessionId = '' } = useParams();
  const checkout = useStartCheckout();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    checkout.mutate(sessionId);
  }, [checkout, sessionId]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <StateCard
        icon={<CreditCard className="size-6" aria-hidden="true" />}
        title={checkout.isError ? TEXTS.failed : TEXTS.opening}
        alert={checkout.isError}
      >
        {checkout.isError && (
          <>
            <p className="mt-2 text-stone-700">
              {failureText(checkout.error, COMMON_TEXTS.somethingWrong)}
            </p>
            <Link
              to="/messages"
              className="mt-4 inline-block font-semibold text-brand-700 underline"
            >
              {TEXTS.toMessages}
            </Link>
          </>
        )}
      </StateCard>
    </div>
  );
}
