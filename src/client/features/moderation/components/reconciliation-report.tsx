import { CircleCheck, TriangleAlert } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatInAmsterdam } from '@shared/format-date';
import { formatEuros } from '@shared/format-money';
import type { ReportedDifference } from '@shared/reconciliation';
import { useReconciliation } from '../api/reconciliation';
import { MODERATION_TEXTS } from '../texts';

const TEXTS = MODERATION_TEXTS.finance;
const when = (iso: string) => formatInAmsterdam(new Date(iso), 'd MMM yyyy, HH:mm');
/** Amounts are signed as the balance moved; the kind of movement says which way. */
const euros = (cents: number | null) => formatEuros(Math.abs(cents ?? 0));

const movementName = (movement: string) =>
  Object.hasOwn(TEXTS.movements, movement)
    ? TEXTS.movements[movement as keyof typeof TEXTS.movements]
    : TEXTS.otherMovement(movement);

/** One difference in plain words. */
function sentence(difference: ReportedDifference) {
  const what = movementName(difference.movement);
  switch (difference.kind) {
    case 'not_in_ledger':
      return TEXTS.notInLedger(what, euros(difference.providerCents));
    case 'not_at_provider':
      return TEXTS.notAtProvider(what, euros(difference.ledgerCents));
    case 'amount':
      return TEXTS.amountDiffers(
        what,
        euros(difference.providerCents),
        euros(difference.ledgerCents),
      );
    case 'money_rule':
      return TEXTS.moneyRuleBroken(difference.detail ?? '');
  }
}

/**
 * The daily comparison of the ledger with the provider's balance (decision 038), and of each
 * session's money with the money rule (decision 039): when it last ran, and what the runs of the
 * last 30 days found different.
 */
export function ReconciliationReport() {
  const reconciliation = useReconciliation();
  const data = reconciliation.data;
  // The test provider (PAYMENTS=test) keeps no balance: nothing is compared.
  const simulated = data?.provider === 'test';
  return (
    <section aria-labelledby="reconciliation-title" className="grid gap-3" aria-busy={!data}>
      <h2 id="reconciliation-title" className="text-lg font-semibold">
        {TEXTS.reconciliationTitle}
      </h2>
      {simulated && <p className="text-stone-700">{TEXTS.simulated}</p>}
      {reconciliation.isError && (
        <LoadError
          title={TEXTS.reconciliationFailed}
          onRetry={() => void reconciliation.refetch()}
        />
      )}
      {reconciliation.isPending && <Skeleton className="h-12 rounded-2xl" />}
      {data && !simulated && !data.lastRun && <p className="text-stone-700">{TEXTS.notChecked}</p>}
      {data?.lastRun && (
        <p className="text-stone-700">
          {TEXTS.checked(when(data.lastRun.checkedAt), when(data.lastRun.to))}
        </p>
      )}
      {data?.lastRun && data.differences.length === 0 && (
        <p className="flex items-center gap-2 text-stone-700">
          <CircleCheck className="size-5 text-brand-700" aria-hidden="true" />
          {TEXTS.matches}
        </p>
      )}
      {data && data.differences.length > 0 && (
        <>
          <p className="flex items-center gap-2 font-medium text-red-800">
            <TriangleAlert className="size-5" aria-hidden="true" />
            {TEXTS.differencesFound}
          </p>
          <ul className="grid gap-2">
            {data.differences.map((difference) => (
              <li
                key={`${difference.foundAt}-${difference.kind}-${difference.movement}-${difference.reference}`}
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
              >
                <p>{sentence(difference)}</p>
                <p className="text-sm break-all text-stone-600">
                  {TEXTS.differenceDetails(
                    when(difference.at),
                    difference.reference,
                    difference.sessionId,
                  )}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
