import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_TEXTS } from '../../../shared/unsubscribe';
import { unsubscribeToken } from '../../lib/unsubscribe-links';
import {
  anAddress,
  bearer,
  expectError,
  expectTooMany,
  multipart,
  sessionFor,
} from '../../../../tests/support/auth-helpers';
import { buildLearner } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { UNSUBSCRIBE_LIMITS } from './unsubscribe';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const newLearner = async () => {
  const user = await buildLearner(t.db);
  return { ...user, token: await sessionFor(t.db, user) };
};
const linkOf = (userId: string) =>
  unsubscribeToken(t.app.config.linkSecret!, 'favourites-news', userId);
const url = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;
const consentOf = async (learner: { id: string; token: string }) =>
  (
    (
      await t.app.inject({ url: `/api/profile/${learner.id}`, headers: bearer(learner.token) })
    ).json() as {
      favouritesMailConsent: boolean;
    }
  ).favouritesMailConsent;
const oneClick = (token: string, address = anAddress()) =>
  t.app.inject({
    method: 'POST',
    url: url(token),
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('POST /api/unsubscribe', () => {
  it('turns the consent off, signed out, again without harm', async () => {
    const lea = await newLearner();
    expect(await consentOf(lea)).toBe(true);
    for (const _ of [1, 2]) {
      const res = await oneClick(linkOf(lea.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ kind: 'favourites-news', subscribed: false });
    }
    expect(await consentOf(lea)).toBe(false);
  });

  it('takes the form as multipart too, and JSON (the page)', async () => {
    const lea = await newLearner();
    const form = await multipart({ 'List-Unsubscribe': 'One-Click' });
    const res = await t.app.inject({ method: 'POST', url: url(linkOf(lea.id)), ...form });
    expect(res.statusCode, res.body).toBe(200);
    expect(await consentOf(lea)).toBe(false);

    const ann = await newLearner();
    const json = await t.app.inject({
      method: 'POST',
      url: url(linkOf(ann.id)),
      payload: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(await consentOf(ann)).toBe(false);
  });

  it('refuses forged, altered and foreign links with 400, changing nothing', async () => {
    const lea = await newLearner();
    const other = await newLearner();
    const good = linkOf(lea.id);
    const [kind, , signature] = good.split('.');
    const flipped = signature!.startsWith('A')
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    const forged = [
      `${kind}.${other.id}.${signature}`,
      `${kind}.${lea.id}.${flipped}`,
      `marketing.${lea.id}.${signature}`,
      unsubscribeToken(
        'another secret of at least thirty-two characters',
        'favourites-news',
        lea.id,
      ),
      `${good}.x`,
      good.slice(0, -1),
      '',
      'x'.repeat(200),
      '\u0000',
    ];
    for (const token of forged) {
      expectError(await oneClick(token), 400, UNSUBSCRIBE_TEXTS.badLink);
    }
    expectError(await oneClick('x'.repeat(201)), 400, UNSUBSCRIBE_TEXTS.badLink);
    expect(await consentOf(lea)).toBe(true);
    expect(await consentOf(other)).toBe(true);
  });

  it('asks for the one-click body', async () => {
    const lea = await newLearner();
    for (const payload of ['', 'List-Unsubscribe=Other', 'email=a%00b']) {
      const res = await t.app.inject({
        method: 'POST',
        url: url(linkOf(lea.id)),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expectError(res, 400, UNSUBSCRIBE_TEXTS.notOneClick);
    }
    expect(await consentOf(lea)).toBe(true);
  });

  it('limits bad links per address and tries per link', async () => {
    const address = anAddress();
    for (let i = 0; i < UNSUBSCRIBE_LIMITS.badLinksPerAddress.max; i++) {
      expect((await oneClick('nonsense', address)).statusCode).toBe(400);
    }
    expectTooMany(await oneClick('nonsense', address), UNSUBSCRIBE_TEXTS.tooMany);
    // Another address's good link still works.
    const lea = await newLearner();
    expect((await oneClick(linkOf(lea.id))).statusCode).toBe(200);
    for (let i = 1; i < UNSUBSCRIBE_LIMITS.perLink.max; i++) {
      expect((await oneClick(linkOf(lea.id))).statusCode).toBe(200);
    }
    expectTooMany(await oneClick(linkOf(lea.id)), UNSUBSCRIBE_TEXTS.tooMany);
  });
});

describe('GET /api/unsubscribe', () => {
  it('says what a link stops and changes nothing', async () => {
    const lea = await newLearner();
    for (const _ of [1, 2]) {
      const res = await t.app.inject({ url: url(linkOf(lea.id)) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ kind: 'favourites-news', subscribed: true });
    }
    expect(await consentOf(lea)).toBe(true);
    await oneClick(linkOf(lea.id));
    expect((await t.app.inject({ url: url(linkOf(lea.id)) })).json()).toEqual({
      kind: 'favourites-news',
      subscribed: false,
    });
    expectError(await t.app.inject({ url: url('nonsense') }), 400, UNSUBSCRIBE_TEXTS.badLink);
  });

  it('sends a browser on to the page that asks first', async () => {
    const lea = await newLearner();
    const token = linkOf(lea.id);
    const res = await t.app.inject({
      url: url(token),
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await consentOf(lea)).toBe(true);
  });
});

describe('without LINK_SECRET (production)', () => {
  it('no link is good', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect(prod.app.config.linkSecret).toBeUndefined();
      const lea = await buildLearner(prod.db);
      const res = await prod.app.inject({ url: url(linkOf(lea.id)) });
      expectError(res, 400, UNSUBSCRIBE_TEXTS.badLink);
    } finally {
      await prod.close();
    }
  });
});
