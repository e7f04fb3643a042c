import { z } from 'zod';
import { BeforeCursorSchema } from './page-cursor';
import { ROLES } from './roles';
import { SessionLineSchema } from './session-lines-schemas';
import { lineText, multilineText } from './validation';

/** Messages, conversations and who may write to whom (SPEC: Messages screen; sections 3, 5). */

export const MESSAGE_MAX_LENGTH = 4000;
/** Messages per page of a conversation or the inbox. */
export const MESSAGE_PAGE_SIZE = 50;

export const MESSAGING_TEXTS = {
  selectUserAndMessage: 'Please select a user and enter a message',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters`,
  notAllowed: 'You cannot send a message to this user',
  senderNotYou: 'You can only send messages as yourself',
  noConversations: 'No conversations yet',
  noMessages: 'No messages yet. Start the conversation!',
} as const;

export const SendMessageSchema = z.object({
  /** The spec's field: must be the caller when given. */
  senderId: z.uuid().optional(),
  receiverId: z.uuid({ error: MESSAGING_TEXTS.selectUserAndMessage }),
  content: multilineText(MESSAGING_TEXTS.selectUserAndMessage)
    .trim()
    .min(1, MESSAGING_TEXTS.selectUserAndMessage)
    .max(MESSAGE_MAX_LENGTH, MESSAGING_TEXTS.tooLong),
  /** The sender's own key for this message: sending it again returns the first, not a copy. */
  clientKey: lineText().min(1).max(64).optional(),
});
export type SendMessage = z.input<typeof SendMessageSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  senderName: z.string(),
  receiverName: z.string(),
  /** What the sender wrote (for a line about a session, their words with it, maybe none). */
  content: z.string(),
  /** A line about a session, as data: each reader's screen words it (session-lines.ts). */
  line: SessionLineSchema.nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** The proposal (session) this message announces or answers, shown as a card. */
  proposalId: z.string().nullable(),
  clientKey: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

/**
 * Keyset pages, newest first. A full page answers a `Link` header (rel="next") whose `before`
 * continues with the older ones.
 */
export const MessagePageQuerySchema = z.object({
  before: BeforeCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
});

/** A page of messages as the client holds it: the list, and the `before` of the next page. */
export interface MessagePage {
  messages: Message[];
  nextCursor: string | null;
}

/** Who a conversation is with, as the list and the chat header show them. */
export const CounterpartSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  photo: z.string().nullable(),
  /** For a buddy: their profile's slug (the name links to /buddy/{slug}). */
  buddySlug: z.string().nullable(),
});
export type Counterpart = z.infer<typeof CounterpartSchema>;

export const ConversationSchema = z.object({
  counterpart: CounterpartSchema,
  lastMessage: z.string(),
  /** When the last message is a line about a session: worded by the reader's screen. */
  lastLine: SessionLineSchema.nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationListSchema = z.object({
  conversations: z.array(ConversationSchema),
  /** Unread messages over all conversations. */
  unread: z.number().int(),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

/** The New Message dialog's search: only people the caller may write to. */
export const RecipientQuerySchema = z.object({
  q: lineText().trim().max(100).optional(),
  /** A buddy's profile slug, to open their conversation from the profile page. */
  buddy: lineText().max(100).optional(),
});
export const RecipientListSchema = z.object({ recipients: z.array(CounterpartSchema) });
export type RecipientList = z.infer<typeof RecipientListSchema>;

/** What a tab hears on its event stream about messages and proposals (decision 012). */
export const MESSAGING_EVENTS = {
  /** `Message`: a message to or from the user (from another tab of theirs too). */
  message: 'message',
  /** `{ readerId, counterpartId, readAt }`: one side read the conversation. */
  read: 'read',
  /** `Proposal`: a proposal the user takes part in was made or changed. */
  proposal: 'proposal',
} as const;
