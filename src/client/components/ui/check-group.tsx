import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

/** One choice of a CheckGroup: its value and the words it is shown by. */
export interface CheckOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A labelled group of checkboxes (a fieldset with its legend) for choosing any of a list. The
 * chosen values come back in the options' order.
 */
export function CheckGroup<T extends string>({
  legend,
  description,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  description?: string;
  options: readonly CheckOption<T>[];
  value: readonly T[];
  onChange: (chosen: T[]) => void;
  className?: string;
}) {
  const descriptionId = useId();
  const toggle = (toggled: T, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === toggled ? on : value.includes(v))));
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={description ? descriptionId : undefined}
    >
      <legend className="text-sm font-medium text-stone-700">{legend}</legend>
      {description && (
        <p id={descriptionId} className="text-sm text-stone-600">
          {description}
        </p>
      )}
      <div className={cn('grid grid-cols-1 gap-x-4 gap-y-1 min-[375px]:grid-cols-2', className)}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-10 items-center gap-2 rounded-md px-1 text-sm hover:bg-stone-50"
          >
            <Checkbox
              checked={value.includes(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
