import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { failureText } from '@/lib/failure-text';
import { isolate } from '@/lib/isolate';
import { formatInAmsterdam } from '@shared/format-date';
import type { HeldDecision, HeldSession as Held } from '@shared/payments';
import { buddyEarningsCents } from '@shared/pricing';
import { formatEuros } from '@shared/format-money';
import { useDecideHeld } from '../api/finance';
import { MODERATION_TEXTS } from '../texts';

const TEXTS = MODERATION_TEXTS.finance;

/** What a decision will do, in words, before the moderator confirms it: money cannot come back. */
function consequence(held: Held, decision: HeldDecision) {
  switch (decision.decision) {
    case 'release':
      return TEXTS.confirmRelease(formatEuros(held.heldCents), isolate(held.buddyName));
    case 'refund':
      return TEXTS.confirmRefund(formatEuros(held.keptCents), isolate(held.learnerName));
    case 'partial':
      return TEXTS.confirmPartial(
        formatEuros(decision.amountCents),
        isolate(held.learnerName),
        isolate(held.buddyName),
        formatEuros(buddyEarningsCents(held.keptCents - decision.amountCents)),
      );
  }
}

/**
 * A reported paid session whose buddy share is held (decision 038), with the moderator's three
 * decisions; each is confirmed first, saying what it will do.
 */
export function HeldSession({ held }: { held: Held }) {
  const decide = useDecideHeld();
  const [part, setPart] = useState('');
  const [chosen, setChosen] = useState<HeldDecision | null>(null);
  const refundPart = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(part.replace(',', '.')) * 100);
    if (!Number.isFinite(cents) || cents <= 0) return toast.error(TEXTS.partInvalid);
    if (cents >= held.keptCents) return toast.error(TEXTS.partTooMuch(formatEuros(held.keptCents)));
    setChosen({ decision: 'partial', amountCents: cents });
  };
  const confirm = (decision: HeldDecision) =>
    decide.mutate(
      { sessionId: held.sessionId, decision },
      {
        onSuccess: () => toast.success(TEXTS.decided),
        onError: (err) => {
          setChosen(null);
          toast.error(failureText(err, COMMON_TEXTS.somethingWrong));
        },
      },
    );
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
        {TEXTS.heldShare} {formatEuros(held.heldCents)} · {TEXTS.paid} {formatEuros(held.keptCents)}
      </p>
      {chosen ? (
        <div
          role="group"
          aria-label={TEXTS.confirmTitle}
          className="grid gap-3 rounded-xl bg-amber-50 p-3"
        >
          <p className="text-sm text-amber-950">{consequence(held, chosen)}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" autoFocus disabled={decide.isPending} onClick={() => confirm(chosen)}>
              {TEXTS.confirm}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={decide.isPending}
              onClick={() => setChosen(null)}
            >
              {TEXTS.back}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <Button size="sm" onClick={() => setChosen({ decision: 'release' })}>
            {TEXTS.release}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setChosen({ decision: 'refund' })}>
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
            <Button size="sm" variant="outline" type="submit">
              {TEXTS.refundPart}
            </Button>
          </form>
        </div>
      )}
    </li>
  );
}
