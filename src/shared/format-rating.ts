import { PRODUCT_LOCALE } from './locale';

/** Made on the first rating shown, not when a page's scripts load (decision 067). */
let ratings: Intl.NumberFormat | undefined;

/** A rating out of five as a reader reads it, through Intl (decision 053): '4.9', '5.0'. */
export const formatRating = (rating: number) =>
  (ratings ??= new Intl.NumberFormat(PRODUCT_LOCALE, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })).format(rating);
