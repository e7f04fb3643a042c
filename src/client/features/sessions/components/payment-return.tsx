import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useSessionPayment } from '../api/payment';
import { PAYMENT_RETURN_TEXTS as TEXTS } from './texts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOAST_ID = 'payment-return';

/**
 * The learner back from the provider's checkout (`?paid=<session>`, decision 038): the page
 * only shows the payment's status, which the provider's webhook sets. Until it has, one toast
 * says it is being confirmed; then it says how it ended, and the address forgets the return.
 */
export function PaymentReturn() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('paid') ?? '';
  const { data } = useSessionPayment(sessionId, { follow: true, enabled: UUID.test(sessionId) });
  const status = data?.status;
  const move = data?.kind === 'move';
  useEffect(() => {
    if (!status) return;
    if (status === 'awaiting') {
      toast.info(TEXTS.confirming, { id: TOAST_ID, duration: Infinity });
      return;
    }
    if (status === 'paid') toast.success(move ? TEXTS.moved : TEXTS.paid, { id: TOAST_ID });
    else toast.error(move ? TEXTS.notMoved : TEXTS.notBooked, { id: TOAST_ID });
    setParams(
      (current) => {
        current.delete('paid');
        return current;
      },
      { replace: true },
    );
  }, [status, move, setParams]);
  return null;
}
