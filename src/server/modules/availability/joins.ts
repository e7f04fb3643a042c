import * as repository from './repository';

/**
 * The availability's tables as another module's list joins them in its one round trip (the
 * buddies list sorts and filters by open times, decision 057). Imports nothing of buddies.
 */

/** The open-time summaries, joined on `buddyId`: `nextOpenAt`, `dayParts`. */
export const openTimeSummary = repository.openTimeSummary;
