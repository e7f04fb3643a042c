import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/field-rules';
import { LEGAL_TEXTS } from '../../../shared/legal';
import { accountStatusChanges } from '../../db/schema/buddies';
import { users } from '../../db/schema/users';
import {
  anAddress,
  bearer,
  buddyApplication as application,
  buddyFormFields as formFields,
  expectError,
  postBuddyForm,
} from '../../../../tests/support/auth-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

const DESCRIPTION = application().customDescription;
// Every successful registration hashes a password at full cost (about 0.6 s).
const SLOW = { timeout: 60_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postJson = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register/buddy',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress: anAddress(),
  });

const postForm = (fields: Record<string, string | string[]>) => postBuddyForm(t, fields);

async function ownProfile(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/buddy/profile',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('POST /api/register/buddy (JSON)', () => {
  it.each([
    ['no activity', { activities: [] }, 'Please select at least one activity'],
    [
      'an unknown activity',
      { activities: ['Skydiving'] },
      'Please choose activities from the list',
    ],
    [
      'an activity twice',
      { activities: ['Cooking', 'Cooking'] },
      'Each activity can be chosen once',
    ],
    [
      'a 49-character description',
      { customDescription: 'x'.repeat(49) },
      'Description must be at least 50 characters',
    ],
    [
      'a padded short description',
      { customDescription: ` ${'x'.repeat(49)} ` },
      'Description must be at least 50 characters',
    ],
    ['a rate under 10', { hourlyRate: 9.99 }, 'Hourly rate must be at least 10'],
    ['a non-numeric rate', { hourlyRate: 'lots' }, 'Hourly rate must be a number'],
    ['a foreign phone number', { phone: '+44 20 7946 0958' }, MESSAGES.invalidPhone],
    ['a short phone number', { phone: '06 1234' }, MESSAGES.invalidPhone],
    ['a one-letter name', { fullName: 'B' }, MESSAGES.fullNameMin],
    ['an invalid email', { email: 'bo' }, MESSAGES.invalidEmail],
    ['a short password', { password: 'short' }, MESSAGES.passwordMin],
    ['no email', { email: undefined }, MESSAGES.emailRequired],
    ['no acceptance of the terms', { acceptTerms: undefined }, LEGAL_TEXTS.mustAccept],
    ['the terms declined', { acceptTerms: false }, LEGAL_TEXTS.mustAccept],
  ])('rejects %s with 400', async (_name, overrides, message) => {
    expectError(await postJson(application(overrides)), 400, message);
  });

  it('refuses a browser form without the terms box ticked', async () => {
    expectError(
      await postForm(formFields({ acceptTerms: undefined })),
      400,
      LEGAL_TEXTS.mustAccept,
    );
    expectError(await postForm(formFields({ acceptTerms: 'off' })), 400, LEGAL_TEXTS.mustAccept);
  });

  it.each([
    ['an array as body', [application()]],
    ['a number as email', application({ email: 7 })],
    ['a string as activities', application({ activities: 'Cooking' })],
    ['null as body', null],
  ])('answers %s with 400, never a 500', async (_name, payload) => {
    const res = await postJson(payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('answers an empty body with 400', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/register/buddy' })).statusCode).toBe(
      400,
    );
  });

  it(
    'signs in the new buddy, pending (so not listed), with a Dutch phone number',
    SLOW,
    async () => {
      const res = await postJson(application({ email: 'bo@bakker.nl', phone: '06 12345678' }));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        token: expect.any(String),
        role: 'buddy',
        user: { id: expect.any(String), username: 'bo', fullName: 'Bo Bakker', photo: null },
        redirectUrl: '/buddy/dashboard',
        message: expect.any(String),
      });
      expect(await ownProfile(body.token)).toMatchObject({
        email: 'bo@bakker.nl',
        role: 'buddy',
        profileStatus: 'pending',
        isApproved: false,
        description: DESCRIPTION,
        location: 'Amsterdam',
        activities: [
          {
            title: 'Coffee Chats',
            location: 'Amsterdam',
            rate: '30/hour',
            description: expect.any(String),
          },
        ],
      });
      const [stored] = await t.db.select().from(users).where(eq(users.id, body.user.id));
      expect(stored!.phone).toBe('0612345678');
      const log = await t.db
        .select()
        .from(accountStatusChanges)
        .where(eq(accountStatusChanges.userId, body.user.id));
      expect(log).toEqual([
        expect.objectContaining({
          actorId: null,
          actorRole: 'system',
          fromStatus: null,
          toStatus: 'pending',
        }),
      ]);
    },
  );
});

describe('POST /api/register/buddy (multipart)', () => {
  it.each([
    ['no activity', { activities: [] }, 'Please select at least one activity'],
    ['a non-numeric rate', { hourlyRate: 'abc' }, 'Hourly rate must be a number'],
    ['a rate under 10', { hourlyRate: '5' }, 'Hourly rate must be at least 10'],
    [
      'a short description',
      { customDescription: 'Too short.' },
      'Description must be at least 50 characters',
    ],
    ['an invalid phone', { phone: '0012345678' }, MESSAGES.invalidPhone],
  ])('rejects %s with 400', async (_name, overrides, message) => {
    expectError(await postForm(formFields(overrides)), 400, message);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'email=a@b.com'],
    ['a body that is not multipart', 'multipart/form-data; boundary=xyz', 'garbage'],
    [
      'a form cut off in the middle',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbo@example.com',
    ],
  ])('answers %s with 400, never a 500', async (_name, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/buddy',
      headers: { 'content-type': contentType },
      payload,
      remoteAddress: anAddress(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('registers from the browser form with activities repeated', SLOW, async () => {
    const res = await postForm(
      formFields({ activities: ['Coffee Chats', 'Cooking'], hourlyRate: '27.5', phone: '' }),
    );
    expect(res.statusCode).toBe(201);
    const profile = await ownProfile(res.json().token);
    expect(profile).toMatchObject({ profileStatus: 'pending', isApproved: false });
    expect(
      profile.activities.map((a: { title: string; rate: string }) => [a.title, a.rate]),
    ).toEqual([
      ['Coffee Chats', '27.50/hour'],
      ['Cooking', '27.50/hour'],
    ]);
  });
});
