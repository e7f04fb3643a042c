import { describe, expect, it } from 'vitest';
import { reconcile, type LedgerMovement, type ProviderMovement } from './reconciliation';

const from = new Date('2026-12-01T00:00:00Z');
const to = new Date('2026-12-02T00:00:00Z');
const at = (time: string) => new Date(`2026-12-01T${time}Z`);
const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';

const ledger = (movement: Partial<LedgerMovement> & Pick<LedgerMovement, 'kind' | 'reference'>) =>
  ({ sessionId: S1, cents: 0, createdAt: at('10:00:02'), ...movement }) as LedgerMovement;
const bt = (movement: Partial<ProviderMovement> & Pick<ProviderMovement, 'type'>) =>
  ({
    id: `txn_${Math.random()}`,
    amountCents: 0,
    feeCents: 0,
    sourceId: null,
    paymentId: null,
    sessionId: S1,
    reference: null,
    createdAt: at('10:00:00'),
    ...movement,
  }) as ProviderMovement;

/** One session paid (2500, fee 63), partly refunded (1000) and its buddy paid (1200). */
const books = {
  ledger: [
    ledger({ kind: 'charge', reference: 'pi_1', cents: 2500 }),
    ledger({ kind: 'provider_fee', reference: 'fee-pi_1', cents: -63 }),
    ledger({ kind: 'refund', reference: 're_1', cents: -1000 }),
    ledger({ kind: 'transfer', reference: 'tr_1', cents: -1200 }),
  ],
  provider: [
    bt({ type: 'charge', amountCents: 2500, feeCents: 63, sourceId: 'ch_1', paymentId: 'pi_1' }),
    bt({ type: 'refund', amountCents: -1000, sourceId: 're_1', paymentId: 'pi_1' }),
    bt({ type: 'transfer', amountCents: -1200, sourceId: 'tr_1' }),
  ],
};

describe('reconcile', () => {
  it('finds nothing when each object is on both sides with the same amounts', () => {
    expect(reconcile({ ...books, from, to })).toEqual([]);
  });

  it('skips the platform’s own movements: payouts, top-ups, the provider’s bills', () => {
    const own = ['payout', 'topup', 'stripe_fee'].map((type) =>
      bt({ type, amountCents: -5000, sessionId: null }),
    );
    expect(reconcile({ ...books, provider: [...books.provider, ...own], from, to })).toEqual([]);
  });

  it('reports a movement on one side only, and one whose amounts differ', () => {
    const differences = reconcile({
      ledger: [
        ...books.ledger.filter((m) => m.kind !== 'transfer'),
        ledger({ kind: 'transfer', reference: 'tr_nobody', cents: -2000, sessionId: S2 }),
      ],
      provider: [
        ...books.provider.filter((m) => m.type !== 'refund'),
        bt({ type: 'refund', amountCents: -1100, sourceId: 're_1', paymentId: 'pi_1' }),
        bt({
          type: 'charge',
          amountCents: 3000,
          feeCents: 70,
          sourceId: 'ch_2',
          paymentId: 'pi_2',
        }),
        bt({ type: 'adjustment', amountCents: -1500, sourceId: 'du_1', sessionId: null }),
      ],
      from,
      to,
    });
    expect(differences).toEqual([
      expect.objectContaining({ kind: 'not_in_ledger', movement: 'transfer', reference: 'tr_1' }),
      {
        kind: 'amount',
        movement: 'refund',
        reference: 're_1',
        sessionId: S1,
        providerCents: -1100,
        ledgerCents: -1000,
        at: at('10:00:00'),
      },
      {
        kind: 'not_in_ledger',
        movement: 'charge',
        reference: 'pi_2',
        sessionId: S1,
        providerCents: 3000,
        ledgerCents: null,
        at: at('10:00:00'),
      },
      expect.objectContaining({ kind: 'not_in_ledger', movement: 'adjustment', reference: 'du_1' }),
      {
        kind: 'not_at_provider',
        movement: 'transfer',
        reference: 'tr_nobody',
        sessionId: S2,
        providerCents: null,
        ledgerCents: -2000,
        at: at('10:00:02'),
      },
    ]);
  });

  it('compares the provider’s fee on a charge with the ledger’s', () => {
    const withFee = (feeCents: number) =>
      reconcile({
        ledger: books.ledger,
        provider: [{ ...books.provider[0]!, feeCents }, ...books.provider.slice(1)],
        from,
        to,
      });
    expect(withFee(70)).toEqual([
      expect.objectContaining({
        kind: 'amount',
        movement: 'provider_fee',
        reference: 'fee-pi_1',
        providerCents: -70,
        ledgerCents: -63,
      }),
    ]);
    const unbooked = reconcile({
      ledger: books.ledger.filter((m) => m.kind !== 'provider_fee'),
      provider: books.provider,
      from,
      to,
    });
    expect(unbooked).toEqual([
      expect.objectContaining({
        kind: 'not_in_ledger',
        movement: 'provider_fee',
        ledgerCents: null,
      }),
    ]);
  });

  it('matches a refund booked when decided by our key in its metadata (decision 039)', () => {
    const decided = books.ledger.map((m) =>
      m.kind === 'refund' ? { ...m, reference: 'refund-1', createdAt: at('09:59:00') } : m,
    );
    const made = books.provider.map((m) =>
      m.type === 'refund' ? { ...m, reference: 'refund-1' } : m,
    );
    expect(reconcile({ ledger: decided, provider: made, from, to })).toEqual([]);
    // A second refund of the session, with no key of ours, is not in the ledger.
    const second = bt({ type: 'refund', amountCents: -500, sourceId: 're_2', paymentId: 'pi_1' });
    expect(reconcile({ ledger: decided, provider: [...made, second], from, to })).toEqual([
      expect.objectContaining({ kind: 'not_in_ledger', reference: 're_2' }),
    ]);
  });

  it('reports each side in its own window, matched against the other side outside it', () => {
    // The provider made the charge just before the window; the ledger booked it just inside.
    const early = books.provider.map((m) => ({ ...m, createdAt: new Date(+from - 1000) }));
    const late = books.ledger.map((m) => ({ ...m, createdAt: new Date(+from + 1000) }));
    expect(reconcile({ ledger: late, provider: early, from, to })).toEqual([]);
    // Nor is a movement after the window reported: the next run looks at it.
    const after = books.provider.map((m) => ({ ...m, createdAt: to }));
    expect(reconcile({ ledger: [], provider: after, from, to })).toEqual([]);
    expect(reconcile({ ledger: books.ledger, provider: [], from, to })).toHaveLength(4);
    expect(
      reconcile({ ledger: books.ledger, provider: [], from: to, to: new Date(+to + 1) }),
    ).toEqual([]);
  });
});
