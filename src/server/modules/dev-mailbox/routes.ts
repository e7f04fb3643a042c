import type { FastifyPluginAsync } from 'fastify';
import { readMails } from '../../lib/mailer';
import { escapeHtml, onlyFromThisMachine } from './local-page';

/** Links in a mail's text, made clickable after escaping. */
const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

const REMOVED = '<p>(The content is removed once a mail is delivered or a day old.)</p>';

/**
 * A mail as its reader sees it: the HTML in a sandboxed frame (its own styles, no scripts, links
 * open outside the mailbox), then the plain text, links made clickable.
 */
function body(mail: { subject: string; text: string; html: string | null }) {
  if (!mail.text && !mail.html) return REMOVED;
  const text = `<pre>${linkify(escapeHtml(mail.text))}</pre>`;
  if (!mail.html) return text;
  const html = mail.html.replace('<head>', '<head><base target="_blank">');
  return `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="${escapeHtml(mail.subject)} (HTML)" srcdoc="${escapeHtml(html)}"></iframe>
  <details><summary>Plain text</summary>${text}</details>`;
}

/** A mail's own headers (its List-Unsubscribe), as a mail client would read them. */
const headerLines = (headers: Record<string, string>) =>
  Object.keys(headers).length === 0
    ? ''
    : `<p class="meta">${Object.entries(headers)
        .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
        .join('<br>')}</p>`;

/**
 * The development mailbox: every mail in the outbox, newest first, so sign-up and reset flows can
 * be followed without an SMTP server. Registered only outside production.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    onlyFromThisMachine(request);
    const mails = await readMails(app.db);
    const items = mails
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${m.createdAt.toISOString()} · ${m.doneAt ? 'delivered' : 'not delivered (no SMTP_URL)'}</p>
  ${m.calendar ? `<p class="meta">Calendar file attached: ${escapeHtml(m.calendar.filename)} (${escapeHtml(m.calendar.method)})</p>` : ''}
  ${headerLines(m.headers)}
  ${body(m)}
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Buddies</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
article{border:1px solid #d6d3d1;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#44403c;font-size:.875rem;margin:0 0 .75rem}
pre{white-space:pre-wrap;font:inherit;margin:.75rem 0 0}a{color:#0f766e}
iframe{display:block;width:100%;height:36rem;border:1px solid #d6d3d1;border-radius:.5rem}
summary{cursor:pointer;margin-top:.75rem;color:#44403c}
</style></head><body>
<h1>Development mailbox</h1>
<p>Mail the app would send. Shown only when the app does not run in production.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
};
