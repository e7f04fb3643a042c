import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { BUDDY_DESCRIPTION_MIN, HOURLY_RATE_MIN } from '@shared/field-rules';
import type { RegisterBuddyInput } from '../api/register-buddy';
import { BUDDY_APPLICATION_TEXTS as TEXTS } from '../texts';

/** Description, rate, location and phone: what learners see and how we reach the buddy. */
export function BuddyOfferFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RegisterBuddyInput>();
  const description = useWatch({ control, name: 'customDescription' });
  // The server trims before counting, so the count does too.
  const length = description.trim().length;
  const longEnough = length >= BUDDY_DESCRIPTION_MIN;

  return (
    <>
      <FormField
        label={TEXTS.description}
        error={errors.customDescription?.message}
        description={
          <span className={cn('inline-flex items-center gap-1', longEnough && 'text-brand-800')}>
            {longEnough && <Check className="size-4" aria-hidden="true" />}
            {TEXTS.descriptionCount(length, BUDDY_DESCRIPTION_MIN)}
          </span>
        }
      >
        <Textarea
          rows={5}
          placeholder={TEXTS.descriptionPlaceholder}
          {...register('customDescription')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={TEXTS.hourlyRate}
          error={errors.hourlyRate?.message}
          description={TEXTS.hourlyRateHint(HOURLY_RATE_MIN)}
        >
          <EuroInput {...register('hourlyRate', { valueAsNumber: true })} />
        </FormField>
        <FormField label={TEXTS.location} error={errors.location?.message}>
          <Input autoComplete="address-level2" {...register('location')} />
        </FormField>
      </div>
      <FormField label={TEXTS.phone} error={errors.phone?.message} description={TEXTS.phoneHint}>
        <Input type="tel" autoComplete="tel" placeholder="06 12345678" {...register('phone')} />
      </FormField>
    </>
  );
}

/** A number input with a euro sign in front. */
function EuroInput(props: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-stone-600"
      >
        €
      </span>
      <Input
        type="number"
        inputMode="decimal"
        min={HOURLY_RATE_MIN}
        step="any"
        className="pl-8"
        {...props}
      />
    </div>
  );
}
