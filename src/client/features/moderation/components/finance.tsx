import { Scale } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEuros } from '@shared/format-money';
import { useFinance } from '../api/finance';
import { MODERATION_TEXTS } from '../texts';
import { HeldSession } from './held-session';
import { ReconciliationReport } from './reconciliation-report';

const TEXTS = MODERATION_TEXTS.finance;

/**
 * The moderators' view of the money (decision 038): totals from the ledger, the reported paid
 * sessions whose buddy share is held, each with its decision, and the ledger's reconciliation
 * with the provider.
 */
export function Finance() {
  const finance = useFinance();
  // No payment provider on this server (PAYMENTS=off): no money moves.
  if (finance.data?.provider === 'off') return <p className="text-stone-700">{TEXTS.off}</p>;
  if (finance.isError) {
    return <LoadError title={TEXTS.loadFailed} onRetry={() => void finance.refetch()} />;
  }
  const data = finance.data;
  const figures =
    data &&
    ([
      [TEXTS.taken, data.takenCents],
      [TEXTS.platformFees, data.platformFeesCents],
      [TEXTS.refunded, data.refundedCents],
      [TEXTS.transferred, data.transferredCents],
      [TEXTS.providerFees, data.providerFeesCents],
      [TEXTS.owed, data.owedCents],
      [TEXTS.held, data.heldCents],
    ] as const);
  return (
    <div className="grid gap-6" aria-busy={!data}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures
          ? figures.map(([label, cents]) => (
              <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <dt className="text-sm text-stone-700">{label}</dt>
                <dd className="font-display text-2xl font-semibold text-brand-800">
                  {formatEuros(cents)}
                </dd>
              </div>
            ))
          : Array.from({ length: 7 }, (_, i) => <Skeleton key={i} className="h-20 rounded-2xl" />)}
      </dl>
      <section aria-labelledby="held-title" className="grid gap-3">
        <h2 id="held-title" className="text-lg font-semibold">
          {TEXTS.heldTitle}
        </h2>
        {data && data.heldSessions.length === 0 && (
          <p className="flex items-center gap-2 text-stone-700">
            <Scale className="size-5" aria-hidden="true" />
            {TEXTS.noneHeld}
          </p>
        )}
        <ul className="grid gap-3">
          {data?.heldSessions.map((held) => (
            <HeldSession key={held.sessionId} held={held} />
          ))}
        </ul>
      </section>
      <ReconciliationReport />
    </div>
  );
}
