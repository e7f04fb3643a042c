import { stringify } from 'csv-stringify/sync';
import { amsterdamInstant } from '../../../shared/amsterdam-time';
import { formatInAmsterdam } from '../../../shared/format-date';
import { monthAfter } from '../../../shared/months';
import type { Earning, EarningStatus } from '../../../shared/payments';
import type { Executor } from '../../db/client';
import { buddySessionsStarting } from '../sessions/money-reads';
import { moneyOf, type LedgerTotal } from './ledger';
import { ledgerTotalsOf } from './repository';

/** The first instants of a month and of the next one, in Amsterdam. */
const monthBounds = (month: string) => ({
  from: amsterdamInstant(`${month}-01`, '00:00'),
  to: amsterdamInstant(`${monthAfter(month)}-01`, '00:00'),
});

const statusOf = (money: ReturnType<typeof moneyOf>): EarningStatus =>
  money.transferredCents > 0
    ? 'paid_out'
    : money.heldCents > 0
      ? 'held'
      : money.payableCents > 0
        ? 'waiting'
        : 'refunded';

/**
 * GET /api/payments/earnings?month=YYYY-MM: the buddy's share of each paid session starting in
 * that month (Amsterdam time), earliest first, from the ledger (decision 038): transferred,
 * waiting, held, or refunded to the learner.
 */
export async function earningsOf(db: Executor, buddyId: string, month: string): Promise<Earning[]> {
  const { from, to } = monthBounds(month);
  const sessions = await buddySessionsStarting(db, buddyId, { from, to });
  const rows = await ledgerTotalsOf(
    db,
    sessions.map((session) => session.id),
  );
  const bySession = new Map<string, typeof rows>();
  for (const row of rows)
    bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
  return sessions.flatMap((session) => {
    const group = bySession.get(session.id);
    if (!group) return [];
    const money = moneyOf(group satisfies LedgerTotal[]);
    const transfer = group.find((row) => row.kind === 'transfer');
    return {
      sessionId: session.id,
      activity: session.activity,
      learnerName: session.learnerName,
      startsAt: session.startsAt.toISOString(),
      paidCents: money.paidCents - money.refundedCents,
      shareCents: money.transferredCents + money.payableCents + money.heldCents,
      status: statusOf(money),
      paidOutAt: transfer?.lastAt?.toISOString() ?? null,
    };
  });
}

const STATUS_WORDS: Record<EarningStatus, string> = {
  paid_out: 'Paid out',
  waiting: 'Waiting',
  held: 'Held',
  refunded: 'Refunded',
};

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * A month's earnings as a statement in CSV (decision 038): one row per session, amounts in euros
 * with a point; cells a spreadsheet would run as formulas are escaped.
 */
export function statementCsv(earnings: Earning[]): string {
  return stringify(
    earnings.map((earning) => [
      formatInAmsterdam(new Date(earning.startsAt), 'yyyy-MM-dd HH:mm'),
      earning.activity,
      earning.learnerName,
      euros(earning.paidCents),
      euros(earning.shareCents),
      STATUS_WORDS[earning.status],
      earning.paidOutAt ? formatInAmsterdam(new Date(earning.paidOutAt), 'yyyy-MM-dd') : '',
    ]),
    {
      header: true,
      columns: [
        'Date',
        'Activity',
        'Learner',
        'Paid (EUR)',
        'Your share (EUR)',
        'Status',
        'Paid out on',
      ],
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
}
