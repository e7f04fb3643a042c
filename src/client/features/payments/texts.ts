import { formatEuros } from '@shared/pricing';

/** The built-in test provider's checkout page (decision 038). */
export const PAYMENT_SCREEN_TEXTS = {
  testCheckout: {
    title: 'Test payment',
    intro: 'This page plays the payment provider’s checkout. No money moves.',
    pay: (cents: number) => `Pay ${formatEuros(cents)}`,
    fail: 'Fail',
    failed: 'The payment failed. Nothing was charged; you can try again until the deadline.',
    closed: 'This checkout can no longer be paid.',
    back: 'Back to Buddies',
    missing: 'There is no such checkout.',
  },
} as const;
