import { z } from 'zod';

/**
 * The one-click unsubscribe of mails (decision 065): a signed link per recipient and kind of
 * mail, which works without a sign-in. Each kind turns off one consent of the account.
 */

/** The mails that can be stopped by a link in them. */
export const UNSUBSCRIBE_KINDS = ['favourites-news'] as const;
export const UnsubscribeKindSchema = z.enum(UNSUBSCRIBE_KINDS);
export type UnsubscribeKind = z.infer<typeof UnsubscribeKindSchema>;

/** The page of the app a mail's "Stop these mails" link opens. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
/** Where a mail client posts the one-click unsubscribe (RFC 8058). */
export const UNSUBSCRIBE_API = '/api/unsubscribe';

/** A token is the kind, the user's id and a signature: well under this. */
export const UNSUBSCRIBE_TOKEN_MAX = 200;

export const UNSUBSCRIBE_TEXTS = {
  badLink:
    'This unsubscribe link is not valid. Copy the whole link from the mail, or turn these mails off in your Profile Settings.',
  notOneClick: 'Send List-Unsubscribe=One-Click to stop these mails.',
  tooMany: 'Too many tries with unsubscribe links.',
} as const;

export const UnsubscribeQuerySchema = z.object({
  token: z.string().max(UNSUBSCRIBE_TOKEN_MAX, UNSUBSCRIBE_TEXTS.badLink),
});

/** RFC 8058's body, as a form (a mail client) or JSON. */
export const UnsubscribeBodySchema = z.object(
  { 'List-Unsubscribe': z.literal('One-Click', UNSUBSCRIBE_TEXTS.notOneClick) },
  UNSUBSCRIBE_TEXTS.notOneClick,
);

/** What a link stops, and whether those mails are still on. */
export const UnsubscribeStatusSchema = z.object({
  kind: UnsubscribeKindSchema,
  subscribed: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof UnsubscribeStatusSchema>;
