import { PrintableSheet } from '@/components/printable-sheet';
import { useOwnBuddyProfile } from '@/hooks/use-own-buddy-profile';
import { monthName } from '@shared/months';
import { useEarnings } from '../api/earnings';
import { EARNINGS_TEXTS as TEXTS } from '../texts';
import { DownloadStatement, MonthEarnings } from './month-earnings';

/** A buddy's monthly earnings statement, printable and as CSV (decision 038). */
export function Statement({ month }: { month: string }) {
  const earnings = useEarnings(month);
  const profile = useOwnBuddyProfile();
  return (
    <PrintableSheet
      title={TEXTS.statementTitle(monthName(month))}
      details={<bdi>{profile.data?.fullName}</bdi>}
      actions={<DownloadStatement month={month} />}
      back={{ to: '/buddy/dashboard', label: TEXTS.back }}
    >
      <MonthEarnings month={month} earnings={earnings} />
      <p className="text-sm text-stone-700">{TEXTS.share}</p>
    </PrintableSheet>
  );
}
