import { z } from 'zod';
import { multilineText, lineText } from './validation';

export const SUPPORT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/**
 * A free-text message from a user, or a report about a session (a no-show, a problem) that the
 * server files when a learner or buddy reports it: only the server makes those.
 */
export const SUPPORT_KINDS = ['message', 'session-report'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];

/** What a sender's open tabs hear when their support message is answered or moves on. */
export const SUPPORT_EVENTS = { handled: 'support-message' } as const;

/** How many messages one page of GET /api/support-messages holds; the rest by its Link header. */
export const SUPPORT_PAGE_SIZE = 50;

export const SUPPORT_TEXTS = {
  fillBoth: 'Please fill in both subject and message',
  sent: 'Support message sent successfully!',
  failed: 'Failed to send support message. Please try again.',
  none: 'No support messages',
  // The server adds when to try again ('Please try again in 40 minutes.'), from Retry-After.
  tooMany: 'You have sent several support messages in a short time.',
  badCursor: 'This page link is not valid: follow the Link header of the previous page.',
  bothCursors: 'Ask for the page before or after a message, not both.',
  notFound: 'Support message not found',
  writeInMessages:
    'A message to a user is sent in Messages (POST /api/messages), where they can answer it',
  moveRefused: 'This support message cannot move to that status',
  nothingToChange: 'Send a status, a response, an assignee or a priority to change',
  assigneeNotModerator: 'Support messages can be assigned to moderators only',
  responseMissing: 'Write a response before resolving this message',
  yours: 'Your Support Messages',
  noneYet: 'No support messages yet',
  response: 'Response from the team',
  dialogIntro: 'Tell us what you need help with; our team answers as soon as they can.',
  subject: 'Subject',
  message: 'Message',
  priority: 'Priority',
  priorities: {
    low: 'Low',
    normal: 'Normal',
    high: 'High',
    urgent: 'Urgent',
  } satisfies Record<SupportPriority, string>,
  send: 'Send to Support',
} as const;

/**
 * How a support message moves (open -> in_progress -> resolved -> closed): a moderator answers
 * and marks it in progress, or answers and resolves it at once; a resolved one is closed, or
 * taken up again. Staying in a status (a new response, an assignee) is always allowed.
 */
export const SUPPORT_MOVES: Record<SupportStatus, readonly SupportStatus[]> = {
  open: ['in_progress', 'resolved'],
  in_progress: ['resolved'],
  resolved: ['closed', 'in_progress'],
  closed: [],
};
export const canMoveSupport = (from: SupportStatus, to: SupportStatus) =>
  from === to || SUPPORT_MOVES[from].includes(to);

/** PUT /api/support-messages/{id}: a moderator's handling, any of the fields. */
export const SupportUpdateSchema = z
  .object({
    status: z.enum(SUPPORT_STATUSES, { error: 'status must be a support status' }).optional(),
    response: multilineText()
      .trim()
      .min(1, 'A response cannot be empty')
      .max(4000, 'A response can be at most 4000 characters')
      .optional(),
    assignedTo: z.uuid({ error: SUPPORT_TEXTS.assigneeNotModerator }).nullable().optional(),
    priority: z
      .enum(SUPPORT_PRIORITIES, { error: 'priority must be a support priority' })
      .optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), SUPPORT_TEXTS.nothingToChange);
export type SupportUpdate = z.output<typeof SupportUpdateSchema>;

export const NewSupportMessageSchema = z.object({
  /** The spec's field: must be the caller when given. */
  senderId: z.uuid().optional(),
  subject: lineText(SUPPORT_TEXTS.fillBoth)
    .trim()
    .min(1, SUPPORT_TEXTS.fillBoth)
    .max(200, 'A subject can be at most 200 characters'),
  content: multilineText(SUPPORT_TEXTS.fillBoth)
    .trim()
    .min(1, SUPPORT_TEXTS.fillBoth)
    .max(4000, 'A message can be at most 4000 characters'),
  /** The priority the sender asks for: kept as `requestedPriority`, not the queue's order. */
  priority: z.enum(SUPPORT_PRIORITIES).default('normal'),
  /**
   * The spec's moderator message to a user ('Message from Moderator'): refused, since a closed
   * support message could not be answered; moderators write in Messages (decision 047). Kept in
   * the schema so that such a request is refused, not read as a question to the moderators.
   */
  receiverId: z.string().optional(),
});
export type NewSupportMessage = z.input<typeof NewSupportMessageSchema>;

export const SupportMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string().nullable(),
  subject: z.string(),
  content: z.string(),
  /** The queue's priority, set by the server (reports: high) and later by moderators. */
  priority: z.enum(SUPPORT_PRIORITIES),
  /** What the sender asked for; null for what the server or staff filed. */
  requestedPriority: z.enum(SUPPORT_PRIORITIES).nullable(),
  kind: z.enum(SUPPORT_KINDS),
  /** The session a report is about. */
  sessionId: z.string().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  response: z.string().nullable(),
  assignedTo: z.string().nullable(),
  createdAt: z.string(),
  sender: z.object({ fullName: z.string(), role: z.string() }),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

/**
 * A place in the list of support messages, as `before`/`after` carry it: the message's rank in
 * the queue, its creation time in milliseconds and its id (`2_1743501600000_<uuid>`). Pages
 * follow each other exactly, whatever arrives meanwhile.
 */
export interface SupportCursor {
  rank: number;
  createdAt: Date;
  id: string;
}

/** The largest queue rank (`queue_rank` in the support_messages schema): a done, low message. */
const SUPPORT_MAX_RANK = 15;
/** The latest instant a place may name: the end of year 9999, as far as ISO 8601 reaches. */
const MAX_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const CURSOR =
  /^(\d{1,2})_(\d{1,16})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const formatSupportCursor = (cursor: SupportCursor) =>
  `${cursor.rank}_${cursor.createdAt.getTime()}_${cursor.id}`;

const SupportCursorSchema = z
  .string({ error: SUPPORT_TEXTS.badCursor })
  .transform((value, ctx): SupportCursor => {
    const match = CURSOR.exec(value);
    const rank = Number(match?.[1]);
    const ms = Number(match?.[2]);
    if (!match || rank > SUPPORT_MAX_RANK || ms > MAX_INSTANT_MS) {
      ctx.addIssue({ code: 'custom', message: SUPPORT_TEXTS.badCursor });
      return z.NEVER;
    }
    return { rank, createdAt: new Date(ms), id: match[3]! };
  });

/**
 * GET /api/support-messages: the first page, or the page before or after a place in the list;
 * only messages of a status or a kind when asked.
 */
export const SupportListQuerySchema = z
  .object({
    before: SupportCursorSchema.optional(),
    after: SupportCursorSchema.optional(),
    status: z.enum(SUPPORT_STATUSES, { error: 'status must be a support status' }).optional(),
    kind: z.enum(SUPPORT_KINDS, { error: 'kind must be message or session-report' }).optional(),
  })
  .refine((q) => q.before === undefined || q.after === undefined, SUPPORT_TEXTS.bothCursors);
export type SupportListQuery = z.output<typeof SupportListQuerySchema>;
