import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { useDayOff } from '../api/availability';
import { SCHEDULE_TEXTS as TEXTS } from '../schedule-texts';
import { longDate } from '../schedule-week';

/** Takes a day off or gives it back, with a toast either way; the server's text on failure. */
function useChangeDayOff() {
  const change = useDayOff();
  const mutate = (date: string, off: boolean) =>
    change.mutate(
      { date, off },
      {
        onSuccess: () => toast.success(off ? TEXTS.dayOffTaken : TEXTS.dayOffGivenBack),
        onError: (error) => toast.error(failureText(error, TEXTS.failed)),
      },
    );
  return { mutate, pending: change.isPending, variables: change.variables };
}

/** The "Day off" tick above a grid column, for a date from today on. */
export function DayOffToggle({ date, off, day }: { date: string; off: boolean; day: string }) {
  const change = useChangeDayOff();
  // The tick as the buddy left it until the server answers.
  const checked = change.pending && change.variables ? change.variables.off : off;
  return (
    <label className="mt-1 inline-flex cursor-pointer items-center gap-1.5 text-xs font-medium">
      <Checkbox
        className="size-4"
        checked={checked}
        disabled={change.pending}
        aria-label={TEXTS.dayOffOn(day)}
        onCheckedChange={(value) => change.mutate(date, value === true)}
      />
      {TEXTS.dayOff}
    </label>
  );
}

/** The upcoming days off (the server lists them from today on), each given back by a button. */
export function DaysOff({ daysOff }: { daysOff: readonly string[] }) {
  const change = useChangeDayOff();
  return (
    <section aria-labelledby="schedule-days-off" className="grid content-start gap-2">
      <h3 id="schedule-days-off" className="text-lg font-semibold">
        {TEXTS.daysOff}
      </h3>
      <p className="text-sm text-stone-700">{TEXTS.daysOffHint}</p>
      {daysOff.length === 0 ? (
        <p className="text-sm text-stone-700">{TEXTS.noDaysOff}</p>
      ) : (
        <ul className="grid gap-1">
          {daysOff.map((date) => (
            <li key={date} className="flex items-center justify-between gap-2 text-sm">
              {longDate(date)}
              <Button
                variant="ghost"
                size="sm"
                aria-label={TEXTS.giveBackDay(longDate(date))}
                disabled={change.pending && change.variables?.date === date}
                onClick={() => change.mutate(date, false)}
              >
                {TEXTS.giveBack}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
