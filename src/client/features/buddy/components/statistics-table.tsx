import type { BuddyStatistics } from '@shared/bookings';
import { formatEuros } from '@shared/format-money';
import { ANALYTICS_TEXTS as TEXTS } from '../analytics-texts';
import { periodName, type StatisticsScale } from '../statistics-periods';

/**
 * The charts' numbers as a table behind a disclosure: what keyboard and screen-reader users get
 * in place of the charts, which are hidden from them.
 */
export function StatisticsTable({
  periods,
  scale,
}: {
  periods: BuddyStatistics['weeks'];
  scale: StatisticsScale;
}) {
  const cell = 'border-b border-stone-200 py-1.5 pr-4';
  return (
    <details className="text-sm">
      <summary className="w-fit cursor-pointer font-semibold text-brand-800">
        {TEXTS.showTable}
      </summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{TEXTS.tableCaption[scale]}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {TEXTS.period[scale]}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {TEXTS.sessions}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {TEXTS.earnings}
              </th>
            </tr>
          </thead>
          <tbody>
            {periods.map((period) => (
              <tr key={period.period}>
                <th scope="row" className={`${cell} font-normal`}>
                  {periodName(scale, period.period)}
                </th>
                <td className={`${cell} text-right tabular-nums`}>{period.sessions}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {formatEuros(period.earningsCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
