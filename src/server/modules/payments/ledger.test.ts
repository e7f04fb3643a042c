import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chargeEntries,
  holdEntries,
  LedgerRuleError,
  refundEntries,
  transferEntries,
} from '../../../shared/ledger';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildStaff } from '../../../../tests/support/factories';
import { bookedSession } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { postToLedger, sessionMoney } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Posts a movement in a transaction of its own. */
const post = (
  sessionId: string,
  kind: Parameters<typeof postToLedger>[2],
  reference: string,
  rule: Parameters<typeof postToLedger>[4],
) => t.db.transaction((tx) => postToLedger(tx, sessionId, kind, reference, rule));

/** The database's own error under drizzle's wrapper. */
const cause = (error: unknown) => (error as { cause?: Error }).cause?.message ?? String(error);

describe('the ledger in the database', () => {
  it('posts a session’s movements once per reference and adds them up', async () => {
    const { id } = await bookedSession(t);
    expect(await post(id, 'charge', 'pi_1', (money) => chargeEntries(money, 2600))).toBe(true);
    // The same payment told again (a webhook delivered twice): nothing more is written.
    expect(await post(id, 'charge', 'pi_1', (money) => chargeEntries(money, 2600))).toBe(false);
    expect(await post(id, 'refund', 're_1', (money) => refundEntries(money, 600))).toBe(true);
    expect(await sessionMoney(t.db, id)).toEqual({
      paidCents: 2600,
      refundedCents: 600,
      payableCents: 1600,
      heldCents: 0,
      transferredCents: 0,
      feeCents: 400,
    });
    await post(id, 'transfer', 'tr_1', transferEntries);
    expect(await sessionMoney(t.db, id)).toMatchObject({ payableCents: 0, transferredCents: 1600 });
    const [sum] = await t.db
      .select({ total: sql<number>`sum(${ledgerEntries.amountCents})::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sessionId, id));
    expect(sum?.total).toBe(0);
  });

  it('writes nothing for a movement the rules refuse', async () => {
    const { id } = await bookedSession(t);
    await expect(post(id, 'hold', 'hold-1', holdEntries)).rejects.toThrow(LedgerRuleError);
    await post(id, 'charge', 'pi_2', (money) => chargeEntries(money, 3900));
    await expect(post(id, 'refund', 're_2', (money) => refundEntries(money, 3901))).rejects.toThrow(
      'A refund cannot be more than what is left of the payment',
    );
    const rows = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.sessionId, id));
    expect(rows.map((row) => row.kind)).toEqual(['charge']);
  });

  it('refuses entries that do not sum to zero, and any change or deletion', async () => {
    const { id } = await bookedSession(t);
    const unbalanced = t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'charge', sessionId: id, reference: 'pi_unbalanced' })
        .returning();
      await tx.insert(ledgerEntries).values([
        { transactionId: row!.id, sessionId: id, account: 'provider_balance', amountCents: 100 },
        { transactionId: row!.id, sessionId: id, account: 'platform_fees', amountCents: -99 },
      ]);
    });
    expect(cause(await unbalanced.catch((error: unknown) => error))).toMatch(
      /does not sum to zero/,
    );
    expect(await sessionMoney(t.db, id)).toMatchObject({ paidCents: 0 });

    await post(id, 'charge', 'pi_3', (money) => chargeEntries(money, 2600));
    const change = t.db
      .update(ledgerEntries)
      .set({ amountCents: 1 })
      .where(eq(ledgerEntries.sessionId, id));
    expect(cause(await change.catch((error: unknown) => error))).toMatch(/append-only/);
    const removal = t.db.delete(ledgerTransactions).where(eq(ledgerTransactions.sessionId, id));
    expect(cause(await removal.catch((error: unknown) => error))).toMatch(/append-only/);
    expect(await sessionMoney(t.db, id)).toMatchObject({ paidCents: 2600 });
  });

  it('posts one transaction when the same payment is told twenty times at once', async () => {
    const { id } = await bookedSession(t);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        post(id, 'charge', 'pi_parallel', (money) => chargeEntries(money, 2600)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(1);
    expect(await sessionMoney(t.db, id)).toMatchObject({ paidCents: 2600, payableCents: 2080 });
  });
});

describe('GET /api/payments/finance with payments off', () => {
  it('answers moderators the ledger and that payments are off, not a 404', async () => {
    const moderator = await buildStaff(t.db, 'moderator');
    const answer = await t.app.inject({
      url: '/api/payments/finance',
      headers: bearer(await sessionFor(t.db, moderator)),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ provider: 'off', heldSessions: [] });
    // Nothing to compare with: no reconciliation while no provider takes payments.
    const reconciliation = await t.app.inject({
      url: '/api/payments/reconciliation',
      headers: bearer(await sessionFor(t.db, moderator)),
    });
    expect(reconciliation.statusCode).toBe(404);
  });
});
