import * as repository from './repository';

/**
 * An activity's title as a column, for another module's read that names the activity of each
 * row (the sessions' figures and lists) in its one round trip.
 */
export const activityTitle: typeof repository.activityTitle = (activityId) =>
  repository.activityTitle(activityId);
