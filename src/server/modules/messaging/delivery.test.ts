import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../../../tests/support/factories';
import {
  createTestApp,
  openSecondApp,
  until,
  type TestApp,
} from '../../../../tests/support/test-app';
import type { App } from '../../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A tab's stream on `app`, read as it arrives: `heard` tells whether a text has come yet; `end()`
 * logs that sign-in out and gives the stream's whole text.
 */
async function openStream(app: App, user: { id: string }, headers: Record<string, string> = {}) {
  const token = await sessionFor(t.db, user);
  // The answer comes once the stream is open and has caught up (routes.ts); its body goes on.
  const response = await app.inject({
    method: 'GET',
    url: '/api/events',
    headers: { ...bearer(token), ...headers },
    payloadAsStream: true,
  });
  let text = '';
  const body = response.stream();
  const ended = new Promise((resolve) => body.on('end', resolve));
  body.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    token,
    heard: (part: string) => text.includes(part),
    async end() {
      await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
      await ended;
      return text;
    },
  };
}

/** The server-sent events of a stream's text: id, name and data. */
const framesOf = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.includes('event: '))
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      return {
        id: field('id') === undefined ? undefined : Number(field('id')),
        event: field('event'),
        data: JSON.parse(field('data') ?? 'null') as Record<string, unknown>,
      };
    });

async function pair() {
  const learner = await buildLearner(t.db);
  const buddy = (await buildBuddy(t.db)).user;
  return { learner, buddy, learnerToken: await sessionFor(t.db, learner) };
}

const send = (app: App, token: string, receiverId: string, content: string) =>
  app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(token),
    payload: { receiverId, content },
  });

describe('messages over the event stream', () => {
  it('reach both sides at once with an id, and nobody else', async () => {
    const { learner, buddy, learnerToken } = await pair();
    const stranger = await buildLearner(t.db);
    const buddyTab = await openStream(t.app, buddy);
    const learnerTab = await openStream(t.app, learner);
    const strangerTab = await openStream(t.app, stranger);

    const sent = (await send(t.app, learnerToken, buddy.id, 'Live hello')).json();
    await until(
      () => buddyTab.heard('Live hello') && learnerTab.heard('Live hello'),
      'the message on both tabs',
    );

    const buddyFrames = framesOf(await buddyTab.end());
    const message = buddyFrames.find((f) => f.event === 'message');
    expect(message?.data).toMatchObject({ id: sent.id, content: 'Live hello' });
    expect(message?.id).toBeGreaterThan(0);
    expect(framesOf(await learnerTab.end()).some((f) => f.event === 'message')).toBe(true);
    const strangers = await strangerTab.end();
    expect(strangers).not.toContain('Live hello');
  });

  it('replay what a tab missed after the Last-Event-ID it sends, in order', async () => {
    const { buddy, learnerToken } = await pair();
    const first = await openStream(t.app, buddy);
    const ready = framesOf(await first.end()).find((f) => f.event === 'ready');
    expect(ready?.id).toEqual(expect.any(Number));

    await send(t.app, learnerToken, buddy.id, 'While away 1');
    await send(t.app, learnerToken, buddy.id, 'While away 2');

    const back = await openStream(t.app, buddy, { 'last-event-id': String(ready!.id) });
    const frames = framesOf(await back.end());
    const replayed = frames.filter((f) => f.event === 'message');
    expect(replayed.map((f) => f.data.content)).toEqual(['While away 1', 'While away 2']);
    const resumed = frames.find((f) => f.event === 'ready');
    expect(resumed?.id).toBe(replayed.at(-1)?.id);
  });
});

describe('messages across two app processes on one PostgreSQL', () => {
  let second: Awaited<ReturnType<typeof openSecondApp>> | undefined;
  afterAll(() => second?.close());

  it('posted to one process reach a tab on the other', async (context) => {
    if (!t.databaseUrl) context.skip(); // PGlite is one process by nature
    second = await openSecondApp(t.databaseUrl!);
    const { app } = second;
    const { buddy, learnerToken } = await pair();
    const tab = await openStream(app, buddy);
    expect((await send(t.app, learnerToken, buddy.id, 'Across processes')).statusCode).toBe(201);
    await until(() => tab.heard('Across processes'), 'the message on the other process');
    const frames = framesOf(await tab.end());
    expect(frames.find((f) => f.event === 'message')?.data.content).toBe('Across processes');
  });
});
