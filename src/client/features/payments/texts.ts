import { formatEuros } from '@shared/format-money';

/** The payments' screens (decision 038): the test provider's checkout page and receipts. */
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
  receipt: {
    title: 'Receipt',
    number: (number: string) => `Receipt ${number}`,
    paidOn: (when: string) => `Paid on ${when}`,
    from: 'From',
    to: 'To',
    kvk: (kvk: string) => `KvK ${kvk}`,
    vatId: (vatId: string) => `VAT ${vatId}`,
    session: (activity: string) => `${activity} with `,
    when: (day: string, minutes: number) => `${day}, ${minutes} minutes`,
    refund: (when: string) => `Refunded on ${when}`,
    moveDifference: (when: string) => `Difference for moving the session, paid on ${when}`,
    payment: (when: string) => `Payment on ${when}`,
    total: 'Total paid',
    note: 'Paid through our payment provider. Refunds go back to the payment method used.',
    back: 'Back to your dashboard',
    loadFailed: 'Could not load the receipt',
    none: 'No receipt',
  },
} as const;
