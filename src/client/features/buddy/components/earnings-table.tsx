import { cn } from '@/lib/cn';
import { formatInAmsterdam } from '@shared/format-date';
import type { Earning, EarningStatus } from '@shared/payments';
import { formatEuros } from '@shared/format-money';
import { EARNINGS_TEXTS as TEXTS } from '../texts';

const STATUS_COLOURS: Record<EarningStatus, string> = {
  paid_out: 'bg-green-50 text-green-800 ring-green-200',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  held: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** The table's columns; amounts are aligned right. */
const COLUMNS = [
  { key: 'date', numeric: false },
  { key: 'session', numeric: false },
  { key: 'paid', numeric: true },
  { key: 'share', numeric: true },
  { key: 'status', numeric: false },
] as const;

/** What each state holds, for the totals: a refunded session holds nothing. */
export function earningTotals(earnings: Earning[]) {
  const sum = (status: EarningStatus) =>
    earnings
      .filter((earning) => earning.status === status)
      .reduce((total, earning) => total + earning.shareCents, 0);
  return { paid_out: sum('paid_out'), waiting: sum('waiting'), held: sum('held') };
}

/** A month's paid sessions with the buddy's share of each and where it stands. */
export function EarningsTable({ earnings }: { earnings: Earning[] }) {
  const paid = earnings.reduce((total, earning) => total + earning.paidCents, 0);
  const share = earnings.reduce((total, earning) => total + earning.shareCents, 0);
  return (
    // Wider than a phone: it scrolls sideways, and keyboards scroll it too.
    <div
      tabIndex={0}
      className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
    >
      <table className="w-full min-w-[34rem] text-left text-sm">
        <thead className="border-b border-stone-200 text-stone-700">
          <tr>
            {COLUMNS.map(({ key, numeric }) => (
              <th
                key={key}
                scope="col"
                className={cn('py-2 pr-3 font-semibold last:pr-0', numeric && 'text-right')}
              >
                {TEXTS.columns[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {earnings.map((earning) => (
            <tr key={earning.sessionId}>
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                {formatInAmsterdam(new Date(earning.startsAt), 'd MMM, HH:mm')}
              </td>
              <td className="py-2 pr-3">
                {TEXTS.with(earning.activity)}
                <bdi>{earning.learnerName}</bdi>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatEuros(earning.paidCents)}
              </td>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                {formatEuros(earning.shareCents)}
              </td>
              <td className="py-2">
                <span
                  className={cn(
                    'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
                    STATUS_COLOURS[earning.status],
                  )}
                >
                  {TEXTS.status[earning.status]}
                </span>
                {earning.paidOutAt && (
                  <span className="block pt-0.5 text-xs text-stone-700">
                    {TEXTS.paidOutOn(formatInAmsterdam(new Date(earning.paidOutAt), 'd MMM yyyy'))}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-stone-200">
          <tr>
            <th scope="row" colSpan={2} className="py-2 pr-3 font-semibold">
              {TEXTS.total}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{formatEuros(paid)}</td>
            <td className="py-2 pr-3 text-right font-semibold tabular-nums">
              {formatEuros(share)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Paid out, waiting and held, side by side. */
export function EarningTotals({ earnings }: { earnings: Earning[] }) {
  const totals = earningTotals(earnings);
  return (
    <dl className="grid grid-cols-3 gap-3">
      {(['paid_out', 'waiting', 'held'] as const).map((status) => (
        <div key={status} className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
          <dt className="text-xs font-medium text-stone-700">{TEXTS.totals[status]}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatEuros(totals[status])}</dd>
        </div>
      ))}
    </dl>
  );
}
