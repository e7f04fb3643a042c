import { PRODUCT_LOCALE } from './locale';

const ratings = new Intl.NumberFormat(PRODUCT_LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A rating out of five as a reader reads it, through Intl (decision 053): '4.9', '5.0'. */
export const formatRating = (rating: number) => ratings.format(rating);
