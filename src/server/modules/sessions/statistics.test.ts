import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityByTitle } from '../../../shared/catalogue';
import { reviews } from '../../db/schema/reviews';
import { sessions } from '../../db/schema/sessions';
import { resetClock, setClock } from '../../lib/clock';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { chargeEntries, refundEntries } from '../../../shared/ledger';
import { postToLedger } from '../payments/ledger';

/* Wednesday 10 June 2026, 12:00 in Amsterdam. */
const NOW = new Date('2026-06-10T10:00:00Z');

let t: TestApp;
beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
});
afterAll(async () => {
  resetClock();
  await t.close();
});

const get = (token: string | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/buddy/statistics',
    headers: token ? bearer(token) : {},
  });

describe('GET /api/buddy/statistics', () => {
  it('counts from the buddy sessions and reviews, with exact earnings by week and month', async () => {
    const learner = await buildLearner(t.db);
    const { user: buddy } = await buildBuddy(t.db);
    const { user: other } = await buildBuddy(t.db);
    const session = (
      startsAt: string,
      priceCents: number,
      status: 'completed' | 'approved' | 'cancelled',
      buddyId = buddy.id,
    ) => ({
      learnerId: learner.id,
      buddyId,
      activityId: activityByTitle('Coffee Chats')!.id,
      status,
      startsAt: new Date(startsAt),
      endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
      durationMinutes: 60,
      location: 'Café',
      priceCents,
      rateMinCents: 2500,
      rateMaxCents: 2500,
      message: 'Coffee?',
      createdAt: NOW,
      updatedAt: NOW,
    });
    const rows = await t.db
      .insert(sessions)
      .values([
        session('2026-06-08T08:00:00Z', 3000, 'completed'), // this week: earns 2400
        session('2026-06-01T08:00:00Z', 4500, 'completed'), // last week: 3600
        session('2026-05-20T08:00:00Z', 1999, 'completed'), // May: 1599.2, rounded 1599
        session('2025-01-15T09:00:00Z', 2500, 'completed'), // long ago: only in the totals
        session('2026-05-21T08:00:00Z', 9000, 'cancelled'),
        session('2026-06-09T08:00:00Z', 3000, 'approved'), // over, not confirmed: not ahead
        session('2026-06-20T08:00:00Z', 3000, 'approved'), // ahead
        session('2026-06-02T08:00:00Z', 7000, 'completed', other.id), // someone else's
      ])
      .returning({ id: sessions.id });
    // Paid through the payment step (the ledger's charges); the old one partly refunded.
    const prices = [3000, 4500, 1999, 2500, 9000, 3000, 3000, 7000];
    for (const [i, row] of rows.entries()) {
      await t.db.transaction((tx) =>
        postToLedger(tx, row.id, 'charge', `pi_${row.id}`, (money) =>
          chargeEntries(money, prices[i]!),
        ),
      );
    }
    await t.db.transaction(async (tx) => {
      await postToLedger(tx, rows[3]!.id, 'refund', 'refund-old', (money) =>
        refundEntries(money, 1000),
      );
      await postToLedger(tx, rows[4]!.id, 'refund', 'refund-cancelled', (money) =>
        refundEntries(money, 9000),
      );
    });
    await t.db.insert(reviews).values(
      [5, 4].map((rating, i) => ({
        buddyId: buddy.id,
        reviewerId: learner.id,
        reviewerName: 'Lina M.',
        sessionId: rows[i]!.id,
        rating,
        text: 'Lovely',
      })),
    );

    const res = await get(await sessionFor(t.db, buddy));
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      totalSessions: 4,
      activeBookings: 1,
      // What the learner kept paying of the old one: 1500, of which 80%.
      totalEarningsCents: 2400 + 3600 + 1599 + 1200,
      averageRating: 4.5,
      ratingCount: 2,
    });
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks[0]).toEqual({ period: '2026-03-23', sessions: 0, earningsCents: 0 });
    expect(stats.weeks.slice(-4)).toEqual([
      { period: '2026-05-18', sessions: 1, earningsCents: 1599 },
      { period: '2026-05-25', sessions: 0, earningsCents: 0 },
      { period: '2026-06-01', sessions: 1, earningsCents: 3600 },
      { period: '2026-06-08', sessions: 1, earningsCents: 2400 },
    ]);
    expect(stats.months).toHaveLength(12);
    expect(stats.months[0]).toEqual({ period: '2025-07', sessions: 0, earningsCents: 0 });
    expect(stats.months.slice(-2)).toEqual([
      { period: '2026-05', sessions: 1, earningsCents: 1599 },
      { period: '2026-06', sessions: 2, earningsCents: 6000 },
    ]);
  });

  it('answers a new buddy with zeros, and only buddies', async () => {
    const { user: buddy } = await buildBuddy(t.db);
    expect((await get(await sessionFor(t.db, buddy))).json()).toMatchObject({
      totalSessions: 0,
      activeBookings: 0,
      totalEarningsCents: 0,
      averageRating: null,
      ratingCount: 0,
    });
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(await sessionFor(t.db, await buildLearner(t.db)))).statusCode).toBe(403);
  });
});
