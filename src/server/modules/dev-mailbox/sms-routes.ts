import type { FastifyPluginAsync } from 'fastify';
import { readTexts } from '../../lib/sms';
import { escapeHtml, onlyFromThisMachine } from './local-page';

const statusOf = (sms: { doneAt: Date | null; lastError: string | null }) =>
  sms.doneAt
    ? 'sent'
    : sms.lastError
      ? `not sent yet: ${escapeHtml(sms.lastError)}`
      : 'waiting to be sent';

/**
 * The development text messages: every SMS in the outbox, newest first, so that phone
 * verification can be followed without a provider (the development transport keeps the text).
 * Registered only outside production.
 */
export const devSmsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/sms', { schema: { hide: true } }, async (request, reply) => {
    onlyFromThisMachine(request);
    const texts = await readTexts(app.db);
    const items = texts
      .map(
        (sms) => `<article>
  <p class="meta">To <strong>${escapeHtml(sms.to)}</strong> · ${sms.createdAt.toISOString()} · ${statusOf(sms)}</p>
  <p class="text">${sms.text === null ? '(The text is not kept once a provider has it, nor after a day.)' : escapeHtml(sms.text)}</p>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev text messages · Buddies</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
article{border:1px solid #d6d3d1;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}
.meta{color:#44403c;font-size:.875rem;margin:0 0 .5rem}.text{margin:0;font-size:1.05rem}
</style></head><body>
<h1>Development text messages</h1>
<p>Text messages the app would send. Shown only when the app does not run in production.</p>
${items || '<p>No text messages yet.</p>'}
</body></html>`);
  });
};
