/**
 * Every support list in the cache: the sender's own and the moderators' queue. Apart from the
 * API module, so that the app's first script (invalidation) does not carry its schemas.
 */
export const supportMessagesKey = ['support-messages'] as const;
