import { describe, expect, it } from 'vitest';
import { awaitedByRule, keptByRule, moneyRuleBreach, type MoneyState } from './money-rule';

const booked: MoneyState = {
  status: 'approved',
  priceCents: 2500,
  paidThroughUs: true,
  keptCents: 2500,
  decidedCents: 0,
  movePriceCents: null,
  awaited: null,
};

describe('the money rule (decision 039)', () => {
  it('keeps the price of what is booked, and nothing once it has ended', () => {
    expect(moneyRuleBreach(booked)).toBeNull();
    expect(keptByRule({ ...booked, status: 'completed' })).toBe(2500);
    for (const status of ['cancelled', 'rejected', 'pending', 'modified'] as const) {
      expect(keptByRule({ ...booked, status })).toBe(0);
    }
    expect(moneyRuleBreach({ ...booked, status: 'cancelled' })).toBe(
      '€25.00 paid and not given back where €0.00 should be (cancelled)',
    );
  });

  it('lets a moderator’s decision keep a part of a completed session', () => {
    const decided = { ...booked, status: 'completed' as const, decidedCents: 1000 };
    expect(keptByRule(decided)).toBe(1500);
    expect(moneyRuleBreach({ ...decided, keptCents: 1500 })).toBeNull();
  });

  it('holds no money for a session booked without the payment step', () => {
    const unpaid = { ...booked, paidThroughUs: false, keptCents: 0 };
    expect(moneyRuleBreach(unpaid)).toBeNull();
    expect(awaitedByRule({ ...unpaid, movePriceCents: 5000 })).toBeNull();
  });

  it('awaits the booking’s price, or an accepted move’s difference, and nothing else', () => {
    const waiting = { ...booked, status: 'awaiting_payment' as const, paidThroughUs: false };
    expect(awaitedByRule({ ...waiting, keptCents: 0 })).toEqual({
      kind: 'booking',
      amountCents: 2500,
    });
    expect(moneyRuleBreach({ ...waiting, keptCents: 0 })).toBe(
      'nothing awaited where €25.00 for the booking should be (awaiting_payment)',
    );
    const moving = { ...booked, movePriceCents: 5000 };
    expect(awaitedByRule(moving)).toEqual({ kind: 'move', amountCents: 2500 });
    expect(moneyRuleBreach({ ...moving, awaited: { kind: 'move', amountCents: 2500 } })).toBeNull();
    expect(moneyRuleBreach({ ...booked, awaited: { kind: 'move', amountCents: 100 } })).toBe(
      '€1.00 for the move awaited where nothing should be (approved)',
    );
  });
});
