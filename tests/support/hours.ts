export const HOUR = 60 * 60_000;

/**
 * The next full hour when the test file was loaded. Times counted from it stay whole hours apart
 * however long the file runs: counting each from `Date.now()` put two times of one test an hour
 * further apart when the clock crossed a full hour between them.
 */
const NEXT_FULL_HOUR = Math.ceil(Date.now() / HOUR) * HOUR;

/** `hours` after the next full hour (when the file was loaded), as the ISO instant a client sends. */
export const inHours = (hours: number) => new Date(NEXT_FULL_HOUR + hours * HOUR).toISOString();
