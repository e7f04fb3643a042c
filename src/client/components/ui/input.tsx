import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Text-like inputs; 16 px text so phones do not zoom in on focus. */
export const inputClass =
  'w-full rounded-lg border border-stone-500 bg-white px-3 text-base text-ink placeholder:text-stone-500 hover:border-stone-600 focus-visible:border-brand-700 aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:opacity-60';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClass, 'h-11', className)} {...props} />;
}
