import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEntries,
  balanced,
  chargeEntries,
  holdEntries,
  LedgerRuleError,
  NO_MONEY,
  providerFeeEntries,
  refundEntries,
  releaseEntries,
  transferEntries,
  type LedgerEntry,
  type LedgerKind,
  type SessionMoney,
} from './ledger';
import { buddyEarningsCents } from './pricing';

const cents = fc.integer({ min: 1, max: 500_00 });
/** Any money movement a session's life could ask for, in any order. */
const movement = fc.oneof(
  cents.map((amount) => ({ kind: 'charge' as const, amount })),
  cents.map((amount) => ({ kind: 'refund' as const, amount })),
  cents.map((amount) => ({ kind: 'provider_fee' as const, amount })),
  fc.constant({ kind: 'hold' as const, amount: 0 }),
  fc.constant({ kind: 'release' as const, amount: 0 }),
  fc.constant({ kind: 'transfer' as const, amount: 0 }),
);

function entriesFor(money: SessionMoney, kind: LedgerKind, amount: number): LedgerEntry[] {
  switch (kind) {
    case 'charge':
      return chargeEntries(money, amount);
    case 'refund':
      return refundEntries(money, amount);
    case 'provider_fee':
      return providerFeeEntries(amount);
    case 'hold':
      return holdEntries(money);
    case 'release':
      return releaseEntries(money);
    case 'transfer':
      return transferEntries(money);
  }
}

describe('the ledger rules', () => {
  it('keep every transaction at zero, never pay a buddy more than 80% of what was kept, never refund more than was paid', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 30 }), (movements) => {
        let money = NO_MONEY;
        let providerBalance = 0;
        let providerFees = 0;
        for (const { kind, amount } of movements) {
          let entries: LedgerEntry[];
          try {
            entries = entriesFor(money, kind, amount);
          } catch (error) {
            // A movement the rules refuse writes nothing.
            expect(error).toBeInstanceOf(LedgerRuleError);
            continue;
          }
          expect(balanced(entries)).toBe(true);
          for (const entry of entries) {
            expect(Number.isSafeInteger(entry.amountCents)).toBe(true);
            expect(entry.amountCents).not.toBe(0);
          }
          money = applyEntries(money, kind, entries);
          providerBalance += entries
            .filter((e) => e.account === 'provider_balance')
            .reduce((sum, e) => sum + e.amountCents, 0);
          providerFees += entries
            .filter((e) => e.account === 'provider_fees')
            .reduce((sum, e) => sum + e.amountCents, 0);

          const kept = money.paidCents - money.refundedCents;
          expect(money.refundedCents).toBeLessThanOrEqual(money.paidCents);
          expect(money.transferredCents).toBeLessThanOrEqual(Math.ceil(kept * 0.8));
          expect(money.payableCents).toBeGreaterThanOrEqual(0);
          expect(money.heldCents).toBeGreaterThanOrEqual(0);
          expect(money.feeCents).toBeGreaterThanOrEqual(0);
          // The buddy's share and the platform's always make up what the learner kept paying.
          expect(money.payableCents + money.heldCents + money.transferredCents).toBe(
            buddyEarningsCents(kept),
          );
          expect(money.feeCents).toBe(kept - buddyEarningsCents(kept));
          expect(providerBalance).toBe(kept - money.transferredCents - providerFees);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('split a €26.00 payment into €20.80 owed to the buddy and €5.20 kept', () => {
    expect(chargeEntries(NO_MONEY, 2600)).toEqual([
      { account: 'provider_balance', amountCents: 2600 },
      { account: 'buddy_payable', amountCents: -2080 },
      { account: 'platform_fees', amountCents: -520 },
    ]);
  });

  it('give a full refund back from the buddy’s share and the platform’s', () => {
    const paid = applyEntries(NO_MONEY, 'charge', chargeEntries(NO_MONEY, 3900));
    const held = applyEntries(paid, 'hold', holdEntries(paid));
    expect(refundEntries(held, 3900)).toEqual([
      { account: 'provider_balance', amountCents: -3900 },
      { account: 'buddy_held', amountCents: 3120 },
      { account: 'platform_fees', amountCents: 780 },
    ]);
  });

  it('owe the buddy 80% of both payments of a moved session, to the cent', () => {
    const booked = applyEntries(NO_MONEY, 'charge', chargeEntries(NO_MONEY, 1251));
    expect(booked.payableCents).toBe(1001);
    const moved = applyEntries(booked, 'charge', chargeEntries(booked, 1251));
    expect(moved).toMatchObject({ paidCents: 2502, payableCents: 2002, feeCents: 500 });
  });

  it('refuse what the money does not allow', () => {
    const paid = applyEntries(NO_MONEY, 'charge', chargeEntries(NO_MONEY, 2600));
    expect(() => refundEntries(paid, 2601)).toThrow(
      'A refund cannot be more than what is left of the payment',
    );
    const held = applyEntries(paid, 'hold', holdEntries(paid));
    expect(() => transferEntries(held)).toThrow('This session’s money is held');
    const sent = applyEntries(paid, 'transfer', transferEntries(paid));
    expect(() => refundEntries(sent, 2600)).toThrow(
      'The buddy has been paid for this session already',
    );
    expect(() => chargeEntries(NO_MONEY, 0)).toThrow(
      'A payment must be a positive number of cents',
    );
    expect(() => chargeEntries(NO_MONEY, 1.5)).toThrow(LedgerRuleError);
  });
});
