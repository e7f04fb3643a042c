import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { TRAVEL_BUFFER_MAX } from '@shared/availability';
import { useTravelBuffer } from '../api/availability';
import { SCHEDULE_TEXTS as TEXTS } from '../schedule-texts';
import { Choice } from './choice';

/** The server takes the travel time in steps of 15 minutes. */
const CHOICES = Array.from({ length: TRAVEL_BUFFER_MAX / 15 + 1 }, (_, i) => {
  const minutes = i * 15;
  return [minutes, TEXTS.minutes(minutes)] as const;
});

/**
 * The time a buddy keeps free before and after each booked session to get there: learners
 * cannot book it (decision 029). Saved as soon as it is chosen.
 */
export function TravelTime({ minutes }: { minutes: number }) {
  const save = useTravelBuffer();
  // The choice as the buddy made it until the server answers; a failure puts the old one back.
  const shown = save.isPending && save.variables !== undefined ? save.variables : minutes;
  return (
    <Choice
      label={TEXTS.travelTime}
      description={TEXTS.travelTimeHint}
      value={shown}
      options={CHOICES}
      onChange={(choice) =>
        save.mutate(choice, {
          onSuccess: () => toast.success(TEXTS.travelTimeSaved),
          onError: (error) => toast.error(failureText(error, TEXTS.failed)),
        })
      }
    />
  );
}
