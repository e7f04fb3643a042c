/**
 * The locale the product speaks to its readers (decision 053): English for now, its month and
 * day names as in the spec ('Sep', not British English's newer 'Sept'). Dutch comes with its
 * catalogues; then this becomes the reader's choice.
 */
export const PRODUCT_LOCALE = 'en';
