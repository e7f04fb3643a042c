import { z } from 'zod';

/**
 * Reconciliation (decision 038): once a day the ledger's movements of the platform's balance are
 * compared with the provider's balance transactions of a window of time, object by object, and
 * what differs is reported to moderators. The matching is this pure function; the job that reads
 * both sides and keeps each run is modules/payments/reconciliation.ts.
 */

/**
 * What differs: a movement on one side only, or on both with other amounts; or a session whose
 * money breaks the money rule (decision 039).
 */
export const DIFFERENCE_KINDS = [
  'not_in_ledger',
  'not_at_provider',
  'amount',
  'money_rule',
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/** The ledger's kinds of movement that change the provider's balance (hold and release do not). */
export const BALANCE_KINDS = ['charge', 'provider_fee', 'refund', 'transfer'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** The provider's types (Stripe's names) that are the ledger's charges, refunds and transfers. */
const BOOKED_TYPES: Record<string, 'charge' | 'refund' | 'transfer'> = {
  charge: 'charge',
  payment: 'charge',
  refund: 'refund',
  payment_refund: 'refund',
  transfer: 'transfer',
};

/**
 * The provider's movements of the platform's own money, not of a session's: never in the ledger,
 * so never compared. Any other type not booked (a dispute's adjustment, a failed refund, a
 * reversed transfer) moves a session's money the ledger does not know of, and is reported.
 */
export const NOT_BOOKED_TYPES: ReadonlySet<string> = new Set([
  // Payouts of the balance to the platform's bank account.
  'payout',
  'payout_cancel',
  'payout_failure',
  'payout_minimum_balance_hold',
  'payout_minimum_balance_release',
  // Money the platform adds to its balance.
  'topup',
  'topup_reversal',
  // The provider's own bills (Connect's account fees, tax) rather than a payment's fee.
  'stripe_fee',
  'stripe_fx_fee',
  'tax_fee',
  'fee_credit_funding',
  'stripe_balance_payment_debit',
  'stripe_balance_payment_debit_reversal',
  // Reserves the provider holds on the balance and releases again.
  'reserve_hold',
  'reserve_release',
  'reserve_transaction',
  'reserved_funds',
  'payment_network_reserve_hold',
  'payment_network_reserve_release',
  // Climate contributions.
  'contribution',
  'climate_order_purchase',
  'climate_order_refund',
]);

/** One ledger transaction that moved the provider's balance: its provider_balance entry. */
export interface LedgerMovement {
  kind: BalanceKind;
  /** The provider's object (a payment, refund or transfer id), or our own key. */
  reference: string;
  sessionId: string;
  /** What the platform's balance gained (or lost), signed as the provider signs it. */
  cents: number;
  createdAt: Date;
}

/** One of the provider's balance transactions (provider.ts's BalanceTransaction). */
export interface ProviderMovement {
  id: string;
  /** The provider's kind: charge, refund, transfer, payment_failure_refund, stripe_fee, ... */
  type: string;
  /** Signed, in cents: what the platform's balance gained (or lost). */
  amountCents: number;
  feeCents: number;
  /** The charge, refund or transfer it came from. */
  sourceId: string | null;
  /** The payment (Stripe: payment intent) a charge or refund belongs to. */
  paymentId: string | null;
  /** Our session, as its object's metadata names it. */
  sessionId: string | null;
  /** Our own key for the object, as its metadata names it (a refund's `refund-<id>`). */
  reference: string | null;
  createdAt: Date;
}

export interface Difference {
  kind: DifferenceKind;
  /** The ledger's kind of movement, or the provider's type for one the ledger never books. */
  movement: string;
  /** The ledger's reference, or the provider's object. */
  reference: string;
  sessionId: string | null;
  /** Signed as the balance moved; null on the side that does not have it. */
  providerCents: number | null;
  ledgerCents: number | null;
  /** When it happened (the provider's time when it has it). */
  at: Date;
  /** For a session that breaks the money rule: how. */
  detail?: string;
}

/**
 * What differs between the ledger and the provider in the window [from, to). `provider` holds the
 * balance transactions from a while before the window to now, `ledger` the movements from a while
 * before it and any the provider's name: each side is matched against all of the other, and a
 * difference is reported in the window of its own time (the provider's, when it has the object),
 * so a movement booked a little later than the provider made it is neither missed nor reported
 * twice. Matching is per object:
 * - a charge by its payment, with the provider's fee on it as the ledger's `fee-<payment>`;
 * - a refund by our own key in its metadata (`refund-<id>`: the ledger books a refund when it is
 *   decided, before the provider makes it, decision 039), or by its id when it has none;
 * - a transfer by its id.
 */
export function reconcile(input: {
  ledger: readonly LedgerMovement[];
  provider: readonly ProviderMovement[];
  from: Date;
  to: Date;
}): Difference[] {
  const { from, to } = input;
  const inWindow = (at: Date) => at >= from && at < to;
  const booked = new Map(input.ledger.map((m) => [`${m.kind}:${m.reference}`, m]));
  const matched = new Set<LedgerMovement>();
  const differences: Difference[] = [];
  const take = (kind: BalanceKind, reference: string | null) => {
    const movement = reference === null ? undefined : booked.get(`${kind}:${reference}`);
    if (!movement || matched.has(movement)) return undefined;
    matched.add(movement);
    return movement;
  };

  for (const bt of [...input.provider].sort((a, b) => +a.createdAt - +b.createdAt)) {
    if (NOT_BOOKED_TYPES.has(bt.type)) continue;
    const kind = BOOKED_TYPES[bt.type];
    const charge = bt.paymentId ? booked.get(`charge:${bt.paymentId}`) : undefined;
    const sessionId = bt.sessionId ?? charge?.sessionId ?? null;
    // Charges are the ledger's by their payment, refunds by our key, transfers by their own id.
    const reference =
      kind === 'charge'
        ? bt.paymentId
        : kind === 'refund'
          ? (bt.reference ?? bt.sourceId)
          : bt.sourceId;
    const ledger = kind && take(kind, reference);
    const fee = kind === 'charge' ? take('provider_fee', `fee-${bt.paymentId}`) : undefined;
    if (!inWindow(bt.createdAt)) continue;

    const at = bt.createdAt;
    if (!ledger) {
      differences.push({
        kind: 'not_in_ledger',
        movement: kind ?? bt.type,
        reference: reference ?? bt.sourceId ?? bt.id,
        sessionId,
        providerCents: bt.amountCents,
        ledgerCents: null,
        at,
      });
      continue;
    }
    if (ledger.cents !== bt.amountCents) {
      differences.push({
        kind: 'amount',
        movement: ledger.kind,
        reference: ledger.reference,
        sessionId: ledger.sessionId,
        providerCents: bt.amountCents,
        ledgerCents: ledger.cents,
        at,
      });
    }
    // The fee is paid from the balance: negative, like the ledger's entry for it.
    const providerFee = 0 - bt.feeCents;
    if ((fee?.cents ?? 0) !== providerFee) {
      differences.push({
        kind: fee ? 'amount' : 'not_in_ledger',
        movement: 'provider_fee',
        reference: fee?.reference ?? `fee-${ledger.reference}`,
        sessionId: ledger.sessionId,
        providerCents: providerFee,
        ledgerCents: fee?.cents ?? null,
        at,
      });
    }
  }

  for (const movement of input.ledger) {
    if (matched.has(movement) || !inWindow(movement.createdAt)) continue;
    differences.push({
      kind: 'not_at_provider',
      movement: movement.kind,
      reference: movement.reference,
      sessionId: movement.sessionId,
      providerCents: null,
      ledgerCents: movement.cents,
      at: movement.createdAt,
    });
  }
  return differences.sort((a, b) => +a.at - +b.at);
}

/**
 * GET /api/payments/reconciliation: who takes the payments, the last run, and what runs found
 * lately. The test provider moves no money and keeps no balance: nothing is compared, and the
 * answer says so (`provider: 'test'`, no run) rather than the route being absent.
 */
export const ReconciliationSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  lastRun: z
    .object({
      /** When the run compared, and the window of time it compared. */
      checkedAt: z.string(),
      from: z.string(),
      to: z.string(),
    })
    .nullable(),
  differences: z.array(
    z.object({
      kind: z.enum(DIFFERENCE_KINDS),
      movement: z.string(),
      reference: z.string(),
      sessionId: z.string().nullable(),
      providerCents: z.number().nullable(),
      ledgerCents: z.number().nullable(),
      /** For a session that breaks the money rule: how. */
      detail: z.string().nullable(),
      at: z.string(),
      /** When the run that found it ran. */
      foundAt: z.string(),
    }),
  ),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;
export type ReportedDifference = Reconciliation['differences'][number];
