import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/auth';
import { outbox } from '../../db/schema/outbox';
import { enqueueMail } from '../../lib/mailer';
import { expectError, login, mailsTo, tokenFromLink } from '../../../../tests/support/auth-helpers';
import { buildLearner, TEST_PASSWORD } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { SmtpSink } from '../../../../tests/support/smtp-sink';

const PUBLIC_URL = 'https://buddies.example';
const NEW_PASSWORD = 'mailed-new-password';
const SLOW = { timeout: 60_000 };

/** The text body of a raw message, quoted-printable soft line breaks and escapes decoded. */
function decodedBody(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const smtp = new SmtpSink();
const received = smtp.received;
let t: TestApp;
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword: NEW_PASSWORD },
  });

describe('password reset mail over SMTP', () => {
  it('delivers the link, which resets the password', SLOW, async () => {
    const learner = await buildLearner(t.db, { fullName: 'Mila Mail' });
    expect((await forgot(learner.email)).statusCode).toBe(200);
    await t.app.outbox.flush();

    const mails = received.filter((m) => m.to.includes(learner.email));
    expect(mails).toHaveLength(1);
    const { raw } = mails[0]!;
    expect(raw).toMatch(/^Subject: Reset your Buddies password\r?$/m);
    expect(raw).toMatch(new RegExp(`^To: ${learner.email.replace('.', '\\.')}\\r?$`, 'm'));
    expect(raw).toMatch(/^From: Buddies <hello@buddies\.local>\r?$/m);
    // Plain text and HTML, read by the mail client it suits.
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r?$/m);
    const text = decodedBody(raw);
    expect(text).toContain('Hi Mila Mail,');
    const token = tokenFromLink(text, PUBLIC_URL, '/reset-password');

    const [row] = await mailsTo(t.db, learner.email);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row!.doneAt).toBeInstanceOf(Date);
    // Delivered, the live link is no longer kept: a database reader or a backup cannot use it.
    expect(row).toMatchObject({ text: '', html: null });
    expect(JSON.stringify(await t.db.select().from(outbox))).not.toContain(token);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect((await login(t, learner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(
      await login(t, learner.email, TEST_PASSWORD),
      401,
      AUTH_MESSAGES.invalidCredentials,
    );
  });

  it('keeps the mail and retries it later when the SMTP server is down', SLOW, async () => {
    const learner = await buildLearner(t.db);
    await smtp.stop();
    try {
      expect((await forgot(learner.email)).statusCode).toBe(200);
      await t.app.outbox.flush();
      const [failed] = await mailsTo(t.db, learner.email);
      expect(failed).toMatchObject({ attempts: 1, doneAt: null });
      expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Not due again at once: the next attempt waits.
      expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
      await t.app.outbox.flush();
      expect((await mailsTo(t.db, learner.email))[0]!.attempts).toBe(1);
    } finally {
      await smtp.start();
    }

    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, (await mailsTo(t.db, learner.email))[0]!.id));
    await t.app.outbox.flush();
    const [delivered] = await mailsTo(t.db, learner.email);
    expect(delivered).toMatchObject({ attempts: 2, lastError: null });
    expect(delivered!.doneAt).toBeInstanceOf(Date);

    const mails = received.filter((m) => m.to.includes(learner.email));
    expect(mails).toHaveLength(1);
    const token = tokenFromLink(decodedBody(mails[0]!.raw), PUBLIC_URL, '/reset-password');
    expect((await reset(token)).statusCode).toBe(200);
    expect((await login(t, learner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('delivers each mail once', SLOW, async () => {
    const learner = await buildLearner(t.db);
    await forgot(learner.email);
    await Promise.all([t.app.outbox.flush(), t.app.outbox.flush()]);
    await t.app.outbox.flush();
    expect(received.filter((m) => m.to.includes(learner.email))).toHaveLength(1);
  });
});

describe("a mail's own headers over SMTP", () => {
  it('sends them as the mail gave them: a one-click unsubscribe (decision 065)', SLOW, async () => {
    const to = `headers-${Date.now()}@example.com`;
    const oneClick = `<${PUBLIC_URL}/api/unsubscribe?token=favourites-news.x.y>`;
    await enqueueMail(t.db, {
      to,
      subject: 'With headers',
      text: 'Hello',
      headers: {
        'List-Unsubscribe': oneClick,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await t.app.outbox.flush();
    const [mail] = received.filter((m) => m.to.includes(to));
    const head = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n')).replace(/\r\n(?=[ \t])/g, '');
    expect(head).toContain(`List-Unsubscribe: ${oneClick}`);
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
