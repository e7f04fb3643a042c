import { FormField } from '@/components/ui/form-field';
import { selectClass } from '@/components/ui/select-class';

/** A select's options, each a value and the label it is shown by. */
export type Options<T> = readonly (readonly [value: T, label: string])[];

/** A labelled native select; each option's value keeps its type (a day's number, a time). */
export function Choice<T extends string | number>({
  label,
  description,
  value,
  options,
  onChange,
  autoFocus,
}: {
  label: string;
  description?: string;
  value: T;
  options: Options<T>;
  onChange: (value: T) => void;
  autoFocus?: boolean;
}) {
  return (
    <FormField label={label} description={description}>
      <select
        autoFocus={autoFocus}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(options[event.target.selectedIndex]![0])}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
}
