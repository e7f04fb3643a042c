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
  conversationWith: (name: string) => `Conversation with ${name}`,
  messagesWith: (name: string) => `Messages with ${name}`,
  loadingMessages: 'Loading messages',
  /** Read out after a conversation's count of unseen messages. */
  unread: 'unread',
  /** The composer's label, before the other side's name. */
  messageTo: 'Message to',
  writeMessage: 'Write a message…',
  chooseRecipient: 'Choose who to write to, then write your message.',
  searchByName: 'Search by name',
  to: 'To',
  noOneFound: 'No one found',
  message: 'Message',
  cancel: 'Cancel',
  /** The proposal dialog's intro, around the buddy's name. */
  proposeIntro: 'Suggest an activity, a time and a place to',
  proposeIntroEnd: '. They approve it or suggest another time.',
  activity: 'Activity',
  chooseActivity: 'Choose an activity',
  dateAndTime: 'Date and time (Amsterdam)',
  duration: 'Duration',
  placeOptional: 'Place (optional)',
  wherePlaceholder: 'Where would you like to meet?',
  price: 'Price',
} as const;
