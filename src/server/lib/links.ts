/**
 * The app's links, made where they are written (decision 052): mails, text messages, calendar
 * files and feeds, and the payment provider's return pages all point at the public address the
 * configuration names (`PUBLIC_URL`). A process serves one app, so the address is set once as the
 * app is built (app.ts), like the clock (lib/clock.ts), rather than handed down every call.
 */
let publicUrl = 'http://localhost:3000';

/** The address every link starts with: the app's `config.publicUrl`, set by `buildApp`. */
export function setPublicUrl(url: string) {
  publicUrl = url.replace(/\/$/, '');
}

/** `link('/messages')`: one of the app's pages as an absolute address. */
export const link = (path: string) => `${publicUrl}${path}`;

/** The app's own host name, for the no-reply address calendar invitations come from. */
export const ownHostname = () => new URL(publicUrl).hostname;
