import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatInAmsterdam } from '../../../shared/format-date';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import { CANCELLATION_NOTICE_TEXTS, cancellationNotice } from '../../../shared/session-actions';
import { users } from '../../db/schema/users';
import { advanceClock, resetClock } from '../../lib/clock';
import { bearer, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildLearner, buildStaff } from '../../../../tests/support/factories';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PAYMENTS: 'test',
    PUBLIC_URL: 'http://buddies.test',
    BUSINESS_NAME: 'Buddies Amsterdam B.V.',
    BUSINESS_ADDRESS: 'Keizersgracht 1, 1015 CC Amsterdam',
    BUSINESS_KVK: '12345678',
    BUSINESS_VAT_ID: 'NL123456789B01',
  });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const getAs = (party: Pick<Party, 'token'>, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(party.token) });

/** A session its learner has paid on the test provider's checkout, a day and a half ahead. */
async function paidSession(hoursAhead = 36) {
  const session = await bookedSession(t, { hoursAhead });
  const { url } = (await postAs(t, session.lea, `/api/payments/checkout/${session.id}`)).json() as {
    url: string;
  };
  const checkout = new URL(url).searchParams.get('checkout')!;
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/test-checkout/pay',
    payload: { checkout },
  });
  expect(paid.statusCode).toBe(200);
  return session;
}

const monthOf = (iso: string) => formatInAmsterdam(new Date(iso), 'yyyy-MM');

describe('a paid session’s receipt (decision 038)', () => {
  it('shows its learner what was paid, for what, and to which business', async () => {
    const { lea, bo, id } = await paidSession();
    const answer = await getAs(lea, `/api/payments/sessions/${id}/receipt`);
    expect(answer.statusCode).toBe(200);
    const receipt = answer.json();
    expect(receipt).toMatchObject({
      learnerEmail: lea.email,
      activity: 'Coffee Chats',
      durationMinutes: 60,
      amountCents: 2500,
      refunds: [],
      business: {
        name: 'Buddies Amsterdam B.V.',
        address: 'Keizersgracht 1, 1015 CC Amsterdam',
        kvk: '12345678',
        vatId: 'NL123456789B01',
        email: 'hello@buddies.amsterdam',
      },
    });
    expect(receipt.number).toMatch(/^B-\d{4}-[0-9A-F]{10}$/);
    // The learner's booking mail leads to it; the buddy's to the messages.
    const booked = (await mailsTo(t.db, lea.email)).find((mail) =>
      mail.subject.startsWith('Session booked:'),
    );
    expect(booked?.text).toContain(`http://buddies.test/learner/receipts/${id}`);
    // Both the mail asking to pay and the receipt's mail say the cancellation rule (issue 37).
    const notice = cancellationNotice(new Date(receipt.startsAt), new Date(receipt.paidAt));
    expect(notice).toContain('Free cancellation until');
    expect(booked?.text).toContain(notice);
    const payMail = (await mailsTo(t.db, lea.email)).find((mail) =>
      mail.subject.startsWith('Pay '),
    );
    expect(payMail?.text).toContain(notice);
    const buddyMail = (await mailsTo(t.db, bo.email)).find((mail) =>
      mail.subject.startsWith('Session booked:'),
    );
    expect(buddyMail?.text).not.toContain('/learner/receipts/');
    // The same receipt, asked again.
    expect((await getAs(lea, `/api/payments/sessions/${id}/receipt`)).json().number).toBe(
      receipt.number,
    );

    // Not the buddy's, nor anyone else's; a moderator may read it.
    const buddyAsks = await getAs(bo, `/api/payments/sessions/${id}/receipt`);
    expect(buddyAsks.statusCode).toBe(403);
    expect(buddyAsks.json().error).toBe(PAYMENT_TEXTS.receiptForLearner);
    const stranger = await buildLearner(t.db);
    const strangerAsks = await getAs(
      { token: await sessionFor(t.db, stranger) },
      `/api/payments/sessions/${id}/receipt`,
    );
    expect(strangerAsks.statusCode).toBe(404);
    expect(strangerAsks.body).not.toContain(lea.email);
    const moderator = await buildStaff(t.db, 'moderator');
    const staffAsks = await getAs(
      { token: await sessionFor(t.db, moderator) },
      `/api/payments/sessions/${id}/receipt`,
    );
    expect(staffAsks.statusCode).toBe(200);
  });

  it('warns, before paying and in the receipt mail, that a session within the window stays', async () => {
    const { lea } = await paidSession(10);
    const mails = await mailsTo(t.db, lea.email);
    for (const subject of ['Pay ', 'Session booked:']) {
      const mail = mails.find((m) => m.subject.startsWith(subject));
      expect(mail?.text).toContain(CANCELLATION_NOTICE_TEXTS.withinWindow);
    }
  });

  it('has none before the session is paid, and lists a refund once given', async () => {
    const { lea, id } = await bookedSession(t, { hoursAhead: 36 });
    const unpaid = await getAs(lea, `/api/payments/sessions/${id}/receipt`);
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json().error).toBe(PAYMENT_TEXTS.noReceipt);
    expect((await getAs(lea, '/api/payments/sessions/not-a-uuid/receipt')).statusCode).toBe(400);

    const paid = await paidSession();
    const cancelled = await postAs(t, paid.bo, `/api/proposals/${paid.id}/cancel`, {
      reason: 'I am ill, sorry',
    });
    expect(cancelled.statusCode).toBe(200);
    await t.app.outbox.flush();
    const receipt = (await getAs(paid.lea, `/api/payments/sessions/${paid.id}/receipt`)).json();
    expect(receipt.refunds).toEqual([{ at: expect.any(String), amountCents: 2500 }]);
    const payment = (await getAs(paid.lea, `/api/payments/sessions/${paid.id}`)).json();
    expect(payment).toMatchObject({ status: 'paid', amountCents: 2500, refundedCents: 2500 });
  });
});

describe('a buddy’s earnings (decision 038)', () => {
  it('shows each paid session’s share: waiting, then paid out once completed', async () => {
    const { lea, bo, id } = await paidSession();
    const session = (await getAs(lea, `/api/proposals/${id}`)).json();
    const month = monthOf(session.proposedDateTime);
    const earnings = () => getAs(bo, `/api/payments/earnings?month=${month}`);
    expect((await earnings()).json()).toEqual([
      {
        sessionId: id,
        activity: 'Coffee Chats',
        learnerName: session.learnerName,
        startsAt: session.proposedDateTime,
        paidCents: 2500,
        shareCents: 2000,
        status: 'waiting',
        paidOutAt: null,
      },
    ]);

    advanceClock(40 * HOUR);
    for (const party of [lea, bo]) {
      expect((await postAs(t, party, `/api/proposals/${id}/confirm-session`)).statusCode).toBe(200);
    }
    await t.app.outbox.flush();
    // Payouts set up (the test provider's onboarding is done at once): the share goes out.
    expect((await postAs(t, bo, '/api/payments/payout-account')).statusCode).toBe(200);
    expect((await getAs(bo, '/api/payments/payout-account')).json()).toEqual({ status: 'active' });
    await t.app.outbox.flush();
    const [paidOut] = (await earnings()).json();
    expect(paidOut).toMatchObject({ status: 'paid_out', shareCents: 2000 });
    expect(paidOut.paidOutAt).toEqual(expect.any(String));

    // Another month holds nothing; a learner has no earnings; a month must be a month.
    expect((await getAs(bo, '/api/payments/earnings?month=2020-01')).json()).toEqual([]);
    expect((await getAs(lea, `/api/payments/earnings?month=${month}`)).statusCode).toBe(403);
    for (const bad of ['2026-13', '2026-1', '0000-01', '9999-12', "2026-01' or 1=1", '']) {
      const answer = await getAs(bo, `/api/payments/earnings?month=${encodeURIComponent(bad)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toContain(PAYMENT_TEXTS.badMonth);
    }
  });

  it('gives a month’s statement as CSV, formulas in names escaped', async () => {
    const { lea, bo, id } = await paidSession();
    await t.db.update(users).set({ fullName: '=HYPERLINK("x","y")' }).where(eq(users.id, lea.id));
    const session = (await getAs(bo, `/api/proposals/${id}`)).json();
    const month = monthOf(session.proposedDateTime);
    const answer = await getAs(bo, `/api/payments/earnings/statement.csv?month=${month}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="buddies-statement-${month}.csv"`,
    );
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Activity,Learner,Paid (EUR),Your share (EUR),Status,Paid out on');
    expect(lines[1]).toBe(
      `${formatInAmsterdam(new Date(session.proposedDateTime), 'yyyy-MM-dd HH:mm')},Coffee Chats,"'=HYPERLINK(""x"",""y"")",25.00,20.00,Waiting,`,
    );
    expect(
      (await getAs(lea, `/api/payments/earnings/statement.csv?month=${month}`)).statusCode,
    ).toBe(403);
  });
});
