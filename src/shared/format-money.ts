import { PRODUCT_LOCALE } from './locale';

/**
 * Euros as the reader reads them, through Intl (decision 053). No thousands separator
 * ('€1250.00'), as the product has always written amounts.
 */
const SHAPES = {
  /** '€26.00', '€1250.00': every amount a reader is told. */
  full: { style: 'currency', currency: 'EUR' },
  /** '€26', '€12.5': a chart's axis. */
  short: { style: 'currency', currency: 'EUR', minimumFractionDigits: 0 },
  /** '26.00': beside a euro icon that says the currency. */
  bare: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;

/** Each shape's formatter, made when it is first used, not when a page's scripts load (decision 067). */
const formats: Partial<Record<keyof typeof SHAPES, Intl.NumberFormat>> = {};

/** An amount of cents as a reader reads it in euros: '€26.00' (or another of the shapes above). */
export const formatEuros = (cents: number, shape: keyof typeof SHAPES = 'full') =>
  (formats[shape] ??= new Intl.NumberFormat(PRODUCT_LOCALE, {
    ...SHAPES[shape],
    useGrouping: false,
  })).format(cents / 100);
