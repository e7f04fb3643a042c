import { z } from 'zod';
import { multilineText, lineText } from './validation';

export const SUPPORT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_TEXTS = {
  fillBoth: 'Please fill in both subject and message',
  sent: 'Support message sent successfully!',
  failed: 'Failed to send support message. Please try again.',
  none: 'No support messages',
} as const;

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
  priority: z.enum(SUPPORT_PRIORITIES).default('normal'),
});
export type NewSupportMessage = z.input<typeof NewSupportMessageSchema>;

export const SupportMessageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string().nullable(),
  subject: z.string(),
  content: z.string(),
  priority: z.enum(SUPPORT_PRIORITIES),
  status: z.enum(SUPPORT_STATUSES),
  response: z.string().nullable(),
  assignedTo: z.string().nullable(),
  createdAt: z.string(),
  sender: z.object({ fullName: z.string(), role: z.string() }),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;
