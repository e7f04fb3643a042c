import { MESSAGING_TEXTS } from '@shared/messaging';

/** The messages screen's texts (SPEC: Messages screen, sections 5 and 8), in one place. */
export const MESSAGES_TEXTS = {
  ...MESSAGING_TEXTS,
  heading: 'Messages',
  backToDashboard: 'Back to Dashboard',
  findBuddy: 'Find a Buddy',
  contactSupport: 'Contact Support',
  newMessage: 'New Message',
  proposeActivity: 'Propose Activity',
  /** Above the proposal's free date and time: the buddy's open times, one click each. */
  openTimes: 'Open times',
  conversations: 'Conversations',
  chooseConversation: 'Choose a conversation',
  chooseConversationText: 'Pick someone on the left, or start a new message.',
  startConversation: 'Start a conversation',
  startConversationText: 'Write to someone with New Message.',
  allConversations: 'All conversations',
  loadEarlier: 'Load earlier messages',
  /** The pill over the chat when messages arrived below what the reader is looking at. */
  newMessages: 'New messages',
  send: 'Send',
  notSent: 'Not sent',
  retry: 'Retry',
  seen: 'Seen',
  loadFailed: 'We could not load your messages',
} as const;
