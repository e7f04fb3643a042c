import { Scale } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { failureText } from '@/lib/failure-text';
import { formatInAmsterdam } from '@shared/amsterdam-time';
import type { HeldDecision, HeldSession } from '@shared/payments';
import { formatEuros } from '@shared/pricing';
import { useDecideHeld, useFinance } from '../api/finance';
import { MODERATION_TEXTS } from '../texts';

const TEXTS = MODERATION_TEXTS.finance;

/**
 * The moderators' view of the money (decision 038): totals from the ledger, and the reported
 * paid sessions whose buddy share is held, each with its decision.
 */
export function Finance() {
  const finance = useFinance();
  // No payment provider on this server (PAYMENTS=off): no money moves.
  if (finance.error instanceof ApiError && finance.error.status === 404) {
    return <p className="text-stone-700">{TEXTS.off}</p>;
  }
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
            <HeldRow key={held.sessionId} held={held} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function HeldRow({ held }: { held: HeldSession }) {
  const decide = useDecideHeld();
  const [part, setPart] = useState('');
  const take = (decision: HeldDecision) =>
    decide.mutate(
      { sessionId: held.sessionId, decision },
      {
        onSuccess: () => toast.success(TEXTS.decided),
        onError: (err) => toast.error(failureText(err, COMMON_TEXTS.somethingWrong)),
      },
    );
  const refundPart = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(part.replace(',', '.')) * 100);
    if (!Number.isFinite(cents) || cents <= 0) return toast.error(TEXTS.partInvalid);
    take({ decision: 'partial', amountCents: cents });
  };
  const partId = `part-${held.sessionId}`;
  return (
    <li className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p>
        <span className="font-semibold">{held.activity}</span>{' '}
        <span className="text-stone-700">
          · <bdi>{held.learnerName}</bdi> {TEXTS.with} <bdi>{held.buddyName}</bdi> ·{' '}
          {formatInAmsterdam(new Date(held.startsAt), 'd MMM yyyy, HH:mm')}
        </span>
      </p>
      <p className="text-sm text-stone-800">
        {TEXTS.heldShare} {formatEuros(held.heldCents)}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Button size="sm" disabled={decide.isPending} onClick={() => take({ decision: 'release' })}>
          {TEXTS.release}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => take({ decision: 'refund' })}
        >
          {TEXTS.refundAll}
        </Button>
        <form onSubmit={refundPart} className="flex items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={partId} className="text-sm font-medium">
              {TEXTS.partLabel}
            </label>
            <Input
              id={partId}
              inputMode="decimal"
              className="h-9 w-28"
              value={part}
              onChange={(event) => setPart(event.target.value)}
            />
          </div>
          <Button size="sm" variant="outline" type="submit" disabled={decide.isPending}>
            {TEXTS.refundPart}
          </Button>
        </form>
      </div>
    </li>
  );
}
