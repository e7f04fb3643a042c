import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { failureText } from '@/lib/failure-text';
import type { ActivityTitle } from '@shared/catalogue';
import type { Counterpart } from '@shared/messaging';
import { offerPrice, rateLabel } from '@shared/pricing';
import { cancellationNotice } from '@shared/session-actions';
import { DEFAULT_SESSION_DURATION, SESSION_DURATIONS } from '@shared/sessions';
import { inputOfInstant, instantOfInput } from '@/lib/amsterdam-input';
import { DateTimeField } from '@/components/ui/date-time-field';
import { useNow } from '@/hooks/use-now';
import { useBuddyOffers } from '../api/get-buddy-offers';
import { useSendProposal } from '../api/send-proposal';
import { MESSAGES_TEXTS } from '../texts';
import { durationText } from '@/features/sessions/components/proposal-terms';
import { OpenTimesPicker } from '@/features/sessions/components/open-times-picker';
import { selectClass } from '@/components/ui/select-class';
import { PROPOSAL_CARD_TEXTS } from '@/features/sessions/components/texts';
import { COMMON_TEXTS } from '@/lib/common-texts';

const TEXTS = PROPOSAL_CARD_TEXTS;

/** The form as typed; the time is Amsterdam wall-clock time (SPEC section 5). */
const ProposalFormSchema = z.object({
  activity: z.string().min(1, TEXTS.fillAll),
  when: z
    .string()
    .min(1, TEXTS.fillAll)
    .refine((v) => instantOfInput(v) !== null, TEXTS.fillAll)
    .refine((v) => (instantOfInput(v)?.getTime() ?? 0) > Date.now(), TEXTS.inThePast),
  duration: z.string(),
  location: z.string().max(200),
  message: z.string().trim().min(1, TEXTS.fillAll).max(2000),
});
type ProposalForm = z.infer<typeof ProposalFormSchema>;

const EMPTY: ProposalForm = {
  activity: '',
  when: '',
  duration: String(DEFAULT_SESSION_DURATION),
  location: '',
  message: '',
};

interface ProposeActivityDialogProps {
  buddy: Counterpart;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A time picked before the dialog opened (one of the buddy's open times on their profile). */
  initialTime?: Date;
}

/**
 * A learner proposes one of this buddy's activities at a time, place and length, priced live:
 * one of the buddy's open times in a click, or any other time (the buddy sees it marked).
 */
export function ProposeActivityDialog({
  buddy,
  open,
  onOpenChange,
  initialTime,
}: ProposeActivityDialogProps) {
  const offers = useBuddyOffers(open ? buddy.buddySlug : null);
  const send = useSendProposal();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm({
    resolver: zodResolver(ProposalFormSchema),
    defaultValues: { ...EMPTY, when: initialTime ? inputOfInstant(initialTime) : '' },
  });
  const [activity, when, duration, message] = useWatch({
    control,
    name: ['activity', 'when', 'duration', 'message'],
  });
  const activities = Object.entries(offers.data?.activities ?? {});
  const offer = offers.data?.activities[activity];
  const price = offer ? offerPrice(offer.rate, Number(duration)) : null;
  // SPEC section 5: Send Proposal stays disabled until activity, time and message are filled.
  const filled = activity !== '' && when !== '' && message !== '';
  const firstError = Object.values(errors)[0]?.message;
  const at = instantOfInput(when);
  const now = useNow();

  const changeOpen = (next: boolean) => {
    if (!next) {
      reset(EMPTY);
      send.reset();
    }
    onOpenChange(next);
  };

  const onSubmit = handleSubmit((values) =>
    send.mutate(
      {
        buddyId: buddy.id,
        activity: values.activity as ActivityTitle,
        proposedTime: instantOfInput(values.when)!.toISOString(),
        duration: Number(values.duration),
        location: values.location.trim() || undefined,
        message: values.message.trim(),
      },
      {
        onSuccess: () => {
          toast.success(TEXTS.sent);
          changeOpen(false);
        },
        onError: (error) => toast.error(failureText(error, TEXTS.failed)),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{MESSAGES_TEXTS.proposeActivity}</DialogTitle>
          <DialogDescription>
            {MESSAGES_TEXTS.proposeIntro} <bdi>{buddy.name}</bdi>
            {MESSAGES_TEXTS.proposeIntroEnd}
          </DialogDescription>
        </DialogHeader>
        {offers.isError ? (
          <FormAlert>{COMMON_TEXTS.somethingWrong}</FormAlert>
        ) : !offers.data ? (
          <div className="grid gap-4" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : activities.length === 0 ? (
          <p className="text-stone-700">{TEXTS.noActivities}</p>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {firstError && <FormAlert>{firstError}</FormAlert>}
            <FormField label={MESSAGES_TEXTS.activity}>
              <select className={selectClass} {...register('activity')}>
                <option value="">{MESSAGES_TEXTS.chooseActivity}</option>
                {activities.map(([title, { rate }]) => (
                  <option key={title} value={title}>
                    {title} ({rateLabel(rate)})
                  </option>
                ))}
              </select>
            </FormField>
            {buddy.buddySlug && (
              <fieldset>
                <legend className="mb-2 text-sm font-medium text-ink">
                  {MESSAGES_TEXTS.openTimes}
                </legend>
                <OpenTimesPicker
                  buddySlug={buddy.buddySlug}
                  minutes={Number(duration)}
                  value={instantOfInput(when)}
                  onPick={(start) =>
                    setValue('when', inputOfInstant(start), { shouldValidate: true })
                  }
                />
              </fieldset>
            )}
            <DateTimeField
              label={MESSAGES_TEXTS.dateAndTime}
              value={when}
              onChange={(value) => setValue('when', value, { shouldValidate: isSubmitted })}
            />
            <FormField label={MESSAGES_TEXTS.duration} className="sm:max-w-44">
              <select className={selectClass} {...register('duration')}>
                {SESSION_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {durationText(d)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={MESSAGES_TEXTS.placeOptional}>
              <Input
                maxLength={200}
                placeholder={offer?.location || MESSAGES_TEXTS.wherePlaceholder}
                {...register('location')}
              />
            </FormField>
            <FormField label={MESSAGES_TEXTS.message}>
              <Textarea maxLength={2000} {...register('message')} />
            </FormField>
            <p className="flex items-baseline justify-between rounded-xl bg-stone-50 px-4 py-3">
              <span className="text-stone-700">{MESSAGES_TEXTS.price}</span>
              <output aria-live="polite" className="text-lg font-semibold">
                {price?.price ?? '—'}
              </output>
            </p>
            {at && at > now && (
              <p className="text-sm text-stone-700">{cancellationNotice(at, now)}</p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  {MESSAGES_TEXTS.cancel}
                </Button>
              </DialogClose>
              <Button type="submit" variant="accent" disabled={!filled || send.isPending}>
                {send.isPending ? COMMON_TEXTS.sending : TEXTS.send}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
