import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { bearer, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { MESSAGE_DIGEST_DELAY_MS } from './digest';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

async function pair() {
  const learner = await buildLearner(t.db);
  const { user: buddy } = await buildBuddy(t.db);
  return {
    learner: { ...learner, token: await sessionFor(t.db, learner) },
    buddy: { ...buddy, token: await sessionFor(t.db, buddy) },
  };
}

const send = (token: string, receiverId: string, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(token),
    payload: { receiverId, content },
  });

const digests = async (email: string) =>
  (await mailsTo(t.db, email)).filter((m) => m.subject === 'You have unread messages on Buddies');

describe('mail about unread messages', () => {
  it('comes once for several messages, after a while unread', async () => {
    const { learner, buddy } = await pair();
    await send(learner.token, buddy.id, 'First');
    await send(learner.token, buddy.id, 'Second');
    await t.app.outbox.flush();
    expect(await digests(buddy.email)).toEqual([]);

    advanceClock(MESSAGE_DIGEST_DELAY_MS + 1000);
    await t.app.outbox.flush();
    const mails = await digests(buddy.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('2 unread messages');
    expect(mails[0]!.text).toMatch(/First[\s\S]*Second/);

    // Nothing new: no second mail. A later message starts a new wait.
    advanceClock(MESSAGE_DIGEST_DELAY_MS + 1000);
    await t.app.outbox.flush();
    expect(await digests(buddy.email)).toHaveLength(1);
    await send(learner.token, buddy.id, 'Third');
    advanceClock(MESSAGE_DIGEST_DELAY_MS + 1000);
    await t.app.outbox.flush();
    const later = await digests(buddy.email);
    expect(later).toHaveLength(2);
    expect(later[1]!.text).toContain('1 unread message');
    expect(later[1]!.text).not.toContain('First');
  });

  it('does not come when the messages were read in the meantime', async () => {
    const { learner, buddy } = await pair();
    await send(learner.token, buddy.id, 'Are you there?');
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${learner.id}/read`,
      headers: bearer(buddy.token),
    });
    advanceClock(MESSAGE_DIGEST_DELAY_MS + 1000);
    await t.app.outbox.flush();
    expect(await digests(buddy.email)).toEqual([]);
  });
});
