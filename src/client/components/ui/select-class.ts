/** A native select styled like the text inputs (16 px text: phones do not zoom in). */
export const selectClass =
  'h-11 w-full rounded-lg border border-stone-500 bg-white px-3 text-base text-ink hover:border-stone-600 focus-visible:border-brand-700';
