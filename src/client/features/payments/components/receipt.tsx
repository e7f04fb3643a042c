import { ReceiptText } from 'lucide-react';
import { PrintableSheet } from '@/components/printable-sheet';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { StateCard } from '@/components/ui/state-card';
import { ApiError } from '@/lib/api-client';
import { failureText } from '@/lib/failure-text';
import { formatInAmsterdam } from '@shared/format-date';
import { formatEuros } from '@shared/format-money';
import { cancellationNotice } from '@shared/session-actions';
import type { Receipt as ReceiptData } from '@shared/payments';
import { useReceipt } from '../api';
import { PAYMENT_SCREEN_TEXTS } from '../texts';

const TEXTS = PAYMENT_SCREEN_TEXTS.receipt;
const day = (iso: string) => formatInAmsterdam(new Date(iso), 'd MMMM yyyy');

/** A paid session's receipt, printable (decision 038). */
export function Receipt({ sessionId }: { sessionId: string }) {
  const receipt = useReceipt(sessionId);
  if (receipt.isError) {
    return receipt.error instanceof ApiError ? (
      <StateCard icon={<ReceiptText className="size-6" aria-hidden="true" />} title={TEXTS.none}>
        <p className="mt-2 text-stone-700">{failureText(receipt.error, TEXTS.loadFailed)}</p>
      </StateCard>
    ) : (
      <LoadError title={TEXTS.loadFailed} onRetry={() => void receipt.refetch()} />
    );
  }
  if (!receipt.data) return <Skeleton className="h-[32rem] w-full rounded-2xl" />;
  return <ReceiptSheet receipt={receipt.data} />;
}

function ReceiptSheet({ receipt }: { receipt: ReceiptData }) {
  const refunded = receipt.refunds.reduce((total, refund) => total + refund.amountCents, 0);
  // The first payment, then any later one: a move's difference (decision 039), or a payment
  // that came when nothing waited for it and went back (its refund below).
  const [first, ...later] = receipt.payments;
  const { business } = receipt;
  return (
    <PrintableSheet
      title={TEXTS.title}
      details={
        <>
          <p>{TEXTS.number(receipt.number)}</p>
          <p>{TEXTS.paidOn(day(receipt.paidAt))}</p>
        </>
      }
      back={{ to: '/learner/dashboard', label: TEXTS.back }}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-label={TEXTS.from}>
          <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
            {TEXTS.from}
          </h2>
          <p className="mt-1 font-semibold">{business.name}</p>
          <p className="whitespace-pre-line">{business.address}</p>
          {business.kvk && <p>{TEXTS.kvk(business.kvk)}</p>}
          {business.vatId && <p>{TEXTS.vatId(business.vatId)}</p>}
          <p>{business.email}</p>
        </section>
        <section aria-label={TEXTS.to}>
          <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
            {TEXTS.to}
          </h2>
          <p className="mt-1 font-semibold">
            <bdi>{receipt.learnerName}</bdi>
          </p>
          <p>
            <bdi>{receipt.learnerEmail}</bdi>
          </p>
        </section>
      </div>
      <table className="w-full text-left">
        <tbody className="divide-y divide-stone-200 border-y border-stone-200">
          <tr>
            <td className="py-3 pr-4">
              <p className="font-semibold">
                {TEXTS.session(receipt.activity)}
                <bdi>{receipt.buddyName}</bdi>
              </p>
              <p className="text-sm text-stone-700">
                {TEXTS.when(
                  formatInAmsterdam(new Date(receipt.startsAt), "EEEE d MMMM yyyy 'at' HH:mm"),
                  receipt.durationMinutes,
                )}
              </p>
              <p className="text-sm text-stone-700">
                <bdi>{receipt.location}</bdi>
              </p>
            </td>
            <td className="py-3 text-right align-top tabular-nums">
              {formatEuros(first?.amountCents ?? receipt.amountCents)}
            </td>
          </tr>
          {later.map((payment) => (
            <tr key={payment.at}>
              <td className="py-3 pr-4">
                {payment.kind === 'move'
                  ? TEXTS.moveDifference(day(payment.at))
                  : TEXTS.payment(day(payment.at))}
              </td>
              <td className="py-3 text-right tabular-nums">{formatEuros(payment.amountCents)}</td>
            </tr>
          ))}
          {receipt.refunds.map((refund) => (
            <tr key={refund.at}>
              <td className="py-3 pr-4">{TEXTS.refund(day(refund.at))}</td>
              <td className="py-3 text-right tabular-nums">−{formatEuros(refund.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 pr-4 font-semibold">
              {TEXTS.total}
            </th>
            <td className="pt-3 text-right text-lg font-semibold tabular-nums">
              {formatEuros(receipt.amountCents - refunded)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="text-sm text-stone-700">{TEXTS.note}</p>
      <p className="text-sm text-stone-700">
        {cancellationNotice(new Date(receipt.startsAt), new Date(receipt.paidAt))}
      </p>
    </PrintableSheet>
  );
}
