import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../../tests/support/fake-stripe';
import {
  deliver,
  payAtStripe,
  stripeTestApp,
  view,
} from '../../../../tests/support/stripe-sessions';
import { bookedSession, postAs } from '../../../../tests/support/sessions';
import type { TestApp } from '../../../../tests/support/test-app';
import { sessionMoney } from './ledger';

let t: TestApp;
let stripe: FakeStripe;
let close: () => Promise<unknown>;
beforeAll(async () => {
  ({ t, stripe, close } = await stripeTestApp('payment_races'));
});
afterAll(() => close());

// PGlite has one connection: nothing runs at the same moment there.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'the payment’s news and a cancellation at the same moment',
  () => {
    // Fifty sessions made and raced: seconds alone, past 30 s beside the other API pass and more.
    it(
      'end, fifty times over, booked and paid or cancelled and refunded in full; never a 5xx',
      { timeout: 120_000 },
      async () => {
        const ROUNDS = 50;
        const sessions = [];
        for (let round = 0; round < ROUNDS; round++) {
          const session = await bookedSession(t, { hoursAhead: 36 });
          sessions.push({
            ...session,
            event: await payAtStripe(t, stripe, session.lea, session.id),
          });
        }
        const answers = [];
        // One pair at a time: each round's two requests meet each other, not the other rounds'.
        for (const { lea, id, event } of sessions) {
          answers.push(
            await Promise.all([
              deliver(t, event),
              postAs(t, lea, `/api/proposals/${id}/cancel`, { reason: 'Changed my mind' }),
            ]),
          );
        }
        const codes = answers.flat().map((answer) => answer.statusCode);
        expect(codes.filter((code) => code >= 500)).toEqual([]);
        await t.app.outbox.flush();
        for (const { lea, id } of sessions) {
          const { status } = await view(t, lea, id);
          const money = await sessionMoney(t.db, id);
          expect(money.paidCents).toBe(2500);
          expect(money.refundedCents).toBe(status === 'cancelled' ? 2500 : 0);
        }
      },
    );
  },
);
