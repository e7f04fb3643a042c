import { z } from 'zod';

/**
 * Work the outbox gave up (decision 042): a mail that never left, or another step (a refund, a
 * reminder) tried as long as its handler allows. Moderators see it and may put it back in line.
 */
export const UndeliveredSchema = z.object({
  id: z.uuid(),
  /** What kind of work: `mail`, `sms`, `payment-refund`... */
  topic: z.string(),
  /** For a mail: to whom, and its subject; null for other work. */
  to: z.string().nullable(),
  subject: z.string().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed, as the mail server or the provider said it. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  givenUpAt: z.iso.datetime(),
});
export type Undelivered = z.infer<typeof UndeliveredSchema>;

export const UNDELIVERED_TEXTS = {
  notFound: 'This work is not waiting to be tried again',
  linkExpired:
    'The link in this mail has expired: sending it now would not help. The person can ask for a new one.',
};
