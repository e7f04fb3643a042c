import { useSearchParams } from 'react-router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { TestCheckout } from '@/features/payments/components/test-checkout';
import { PAYMENT_SCREEN_TEXTS } from '@/features/payments/texts';

/** /payments/test-checkout?checkout=…: the test provider's hosted page (decision 038). */
export function Component() {
  const [searchParams] = useSearchParams();
  const checkout = searchParams.get('checkout') ?? '';
  const texts = PAYMENT_SCREEN_TEXTS.testCheckout;
  return (
    <AuthPage title={texts.title} intro={texts.intro}>
      <TestCheckout checkout={checkout} />
    </AuthPage>
  );
}
