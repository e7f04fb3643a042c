/** Everything of the messages screen in the cache: conversations, recipients, offers. */
export const messagingKey = ['messaging'] as const;
