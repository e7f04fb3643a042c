import { useId, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { PROFILE_STATUS_LABELS } from '@/components/profile-status-badge';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatInAmsterdam } from '@shared/format-date';
import { SUPPORT_AGES, type ModerationReport } from '@shared/reports';
import { useModerationReport } from '../api/reports';
import { MODERATION_TEXTS } from '../texts';
import { formatEuros } from '@shared/format-money';

const TEXTS = MODERATION_TEXTS.reports;
/** The chart colours: the brand's and a neutral, each with 3:1 contrast on white. */
const COLOURS = { first: '#c2410c', second: '#0369a1', third: '#57534e' };

const weekLabel = (week: string) => formatInAmsterdam(new Date(`${week}T12:00:00Z`), 'd MMM');
const euros = (value: number) => formatEuros(Math.round(value * 100));

/**
 * One figure: a chart for the eye (hidden from screen readers) and, behind a disclosure, the
 * same numbers as a table for keyboard and screen-reader users.
 */
function Figure({
  title,
  chart,
  head,
  rows,
  empty,
}: {
  title: string;
  chart: ReactNode;
  /** Said in place of the chart and its table when there is nothing to draw. */
  empty: string | null;
  head: string[];
  rows: (string | number)[][];
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      {empty ? (
        <p className="grid h-64 place-items-center rounded-xl bg-stone-50 text-stone-700">
          {empty}
        </p>
      ) : (
        <>
          <div aria-hidden className="h-64 min-w-0">
            <ResponsiveContainer width="100%" height="100%">
              {chart as never}
            </ResponsiveContainer>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-brand-800">
              {TEXTS.showTable}
            </summary>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr>
                    {head.map((cell) => (
                      <th key={cell} scope="col" className="border-b border-stone-200 py-1 pr-4">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={String(row[0])}>
                      {row.map((cell, n) =>
                        n === 0 ? (
                          <th key={n} scope="row" className="py-1 pr-4 font-normal">
                            {cell}
                          </th>
                        ) : (
                          <td key={n} className="py-1 pr-4 tabular-nums">
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}

const axes = (dataKey: string, format?: (value: string) => string) => [
  <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
  <XAxis key="x" dataKey={dataKey} tickFormatter={format} fontSize={12} />,
  <YAxis key="y" allowDecimals={false} fontSize={12} width={32} />,
  <Tooltip key="tip" labelFormatter={(label) => (format ? format(String(label)) : label)} />,
];

function Figures({ report }: { report: ModerationReport }) {
  const statuses = report.buddiesByStatus.map((row) => ({
    ...row,
    label: PROFILE_STATUS_LABELS[row.status],
  }));
  const support = report.openSupport.map((row) => ({
    ...row,
    label: MODERATION_TEXTS.support.kinds[row.kind],
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Figure
        title={TEXTS.signups}
        chart={
          <BarChart accessibilityLayer={false} data={report.signupsByWeek}>
            {axes('week', weekLabel)}
            <Legend />
            <Bar dataKey="learners" name={TEXTS.learners} fill={COLOURS.first} />
            <Bar dataKey="buddies" name={TEXTS.buddies} fill={COLOURS.second} />
          </BarChart>
        }
        empty={
          report.signupsByWeek.some((row) => row.learners + row.buddies > 0)
            ? null
            : TEXTS.noSignups
        }
        head={[TEXTS.week, TEXTS.learners, TEXTS.buddies]}
        rows={report.signupsByWeek.map((row) => [weekLabel(row.week), row.learners, row.buddies])}
      />
      <Figure
        title={TEXTS.sessions}
        chart={
          <ComposedChart accessibilityLayer={false} data={report.sessionsByWeek}>
            {axes('week', weekLabel)}
            <YAxis yAxisId="value" orientation="right" fontSize={12} width={48} />
            <Legend />
            <Bar dataKey="sessions" name={TEXTS.sessionCount} fill={COLOURS.first} />
            <Line
              yAxisId="value"
              dataKey="value"
              name={TEXTS.value}
              stroke={COLOURS.second}
              strokeWidth={2}
            />
          </ComposedChart>
        }
        empty={report.sessionsByWeek.some((row) => row.sessions > 0) ? null : TEXTS.noSessions}
        head={[TEXTS.week, TEXTS.sessionCount, TEXTS.value]}
        rows={report.sessionsByWeek.map((row) => [
          weekLabel(row.week),
          row.sessions,
          euros(row.value),
        ])}
      />
      <Figure
        title={TEXTS.byStatus}
        chart={
          <BarChart
            accessibilityLayer={false}
            data={statuses}
            layout="vertical"
            margin={{ left: 24 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} fontSize={12} />
            <YAxis type="category" dataKey="label" width={140} fontSize={12} />
            <Tooltip />
            <Bar dataKey="count" name={TEXTS.buddies} fill={COLOURS.second} />
          </BarChart>
        }
        empty={statuses.length > 0 ? null : TEXTS.noBuddies}
        head={[TEXTS.status, TEXTS.buddies]}
        rows={statuses.map((row) => [row.label, row.count])}
      />
      <Figure
        title={TEXTS.topActivities}
        chart={
          <BarChart
            accessibilityLayer={false}
            data={report.topActivities}
            layout="vertical"
            margin={{ left: 24 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} fontSize={12} />
            <YAxis type="category" dataKey="activity" width={140} fontSize={12} />
            <Tooltip />
            <Bar dataKey="count" name={TEXTS.sessionCount} fill={COLOURS.first} />
          </BarChart>
        }
        empty={report.topActivities.length > 0 ? null : TEXTS.noBookings}
        head={[TEXTS.activity, TEXTS.sessionCount]}
        rows={report.topActivities.map((row) => [row.activity, row.count])}
      />
      <Figure
        title={TEXTS.openSupport}
        chart={
          <BarChart accessibilityLayer={false} data={support}>
            {axes('label')}
            <Legend />
            {SUPPORT_AGES.map((age, n) => (
              <Bar
                key={age.key}
                dataKey={age.key}
                name={age.label}
                stackId="age"
                fill={Object.values(COLOURS)[n]}
              />
            ))}
          </BarChart>
        }
        empty={
          support.some((row) => row.underDay + row.underWeek + row.older > 0)
            ? null
            : TEXTS.noOpenSupport
        }
        head={[TEXTS.kind, ...SUPPORT_AGES.map((age) => age.label)]}
        rows={support.map((row) => [row.label, row.underDay, row.underWeek, row.older])}
      />
      <section className="grid content-start gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
        <h3 className="text-lg font-semibold">{TEXTS.approval}</h3>
        <p className="font-display text-4xl font-semibold text-brand-800">
          {report.medianDaysToApproval === null
            ? TEXTS.noApprovals
            : `${report.medianDaysToApproval} ${TEXTS.days}`}
        </p>
        <p className="text-sm text-stone-700">{TEXTS.approvalNote(report.approvedBuddies)}</p>
      </section>
    </div>
  );
}

/** SPEC: Moderator dashboard, Reports: the marketplace's figures, computed when opened. */
export default function Reports() {
  const report = useModerationReport();
  if (report.isError)
    return <LoadError title={TEXTS.loadFailed} onRetry={() => void report.refetch()} />;
  if (!report.data)
    return (
      <div aria-busy="true" className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-80 rounded-2xl" />
        ))}
      </div>
    );
  return <Figures report={report.data} />;
}
