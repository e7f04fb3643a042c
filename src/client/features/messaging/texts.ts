import { MESSAGING_TEXTS } from '@shared/messaging';
import { PROPOSAL_TEXTS } from '@shared/proposals';

/** The messages screen's texts (SPEC: Messages screen, sections 5 and 8), in one place. */
export const MESSAGES_TEXTS = {
  ...MESSAGING_TEXTS,
  heading: 'Messages',
  backToDashboard: 'Back to Dashboard',
  findBuddy: 'Find a Buddy',
  contactSupport: 'Contact Support',
  newMessage: 'New Message',
  proposeActivity: 'Propose Activity',
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
  sending: 'Sending…',
  notSent: 'Not sent',
  retry: 'Retry',
  seen: 'Seen',
  loadFailed: 'We could not load your messages',
  somethingWrong: 'Something went wrong. Please try again.',
  proposal: {
    ...PROPOSAL_TEXTS,
    title: 'Activity proposal',
    noActivities: 'No activities available for this buddy.',
    send: 'Send Proposal',
    approve: 'Approve',
    decline: 'Decline',
    suggest: 'Suggest another time',
    accept: 'Accept',
    suggestedInstead: 'Suggested instead',
    sendSuggestion: 'Send suggestion',
    approved: 'Proposal approved',
    declined: 'Proposal declined',
    accepted: 'New time accepted',
    suggested: 'New time suggested',
    /** A proposal's status as each side reads it. */
    status: {
      pending: { learner: 'Waiting for the buddy', buddy: 'Waiting for your answer' },
      approved: 'Approved',
      rejected: 'Declined',
      modified: { learner: 'New time suggested', buddy: 'Waiting for the learner' },
      cancelled: 'Cancelled',
      completed: 'Completed',
    },
  },
} as const;
