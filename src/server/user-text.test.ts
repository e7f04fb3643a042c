import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamInstant } from '../shared/amsterdam-time';
import { MESSAGES } from '../shared/field-rules';
import {
  anAddress,
  bearer,
  buddyApplication,
  expectError,
  sessionFor,
} from '../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../tests/support/factories';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

/** Names, places and texts with hidden direction or line controls, at each route that takes them (decision 016). */

let t: TestApp;
let learner: { id: string; token: string };
let buddyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const lea = await buildLearner(t.db);
  learner = { id: lea.id, token: await sessionFor(t.db, lea) };
  buddyId = (await buildBuddy(t.db)).user.id;
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: anAddress(),
    headers: token ? bearer(token) : {},
  });

const learnerRegistration = (changes: object) =>
  post('/api/register/learner', {
    firstName: 'Sam',
    lastName: 'Jansen',
    email: `text-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'a-long-password',
    confirmPassword: 'a-long-password',
    acceptTerms: true,
    ...changes,
  });

describe('user text with hidden controls', () => {
  it('refuses a registration name with a direction control or without a visible letter', async () => {
    expectError(
      await learnerRegistration({ firstName: 'Sam\u202Egnp.exe' }),
      400,
      MESSAGES.directionCharacters,
    );
    expectError(
      await learnerRegistration({ lastName: '\u2067Jansen\u2069' }),
      400,
      MESSAGES.directionCharacters,
    );
    expectError(
      await learnerRegistration({ firstName: '\u200B\u200B\u200B' }),
      400,
      MESSAGES.nameNeedsLetter,
    );
    expect((await learnerRegistration({ firstName: 'سارة' })).statusCode).toBe(201);
  });

  it('refuses them in a buddy application name and place', async () => {
    const application = (changes: Record<string, unknown>) =>
      post('/api/register/buddy', buddyApplication(changes));
    expectError(await application({ fullName: '\u3164 \u3164' }), 400, MESSAGES.nameNeedsLetter);
    expectError(await application({ location: 'Dam\u2028square' }), 400, MESSAGES.oneLine);
    expectError(
      await application({ customDescription: `${'Hello there, welcome. '.repeat(3)}\u202Eevil` }),
      400,
      MESSAGES.directionCharacters,
    );
  });

  it('refuses them in a learner profile and a proposal place', async () => {
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/${learner.id}`,
      headers: bearer(learner.token),
      payload: { fullName: 'Lea\u200F Learner' },
    });
    expectError(profile, 400, MESSAGES.directionCharacters);
    const proposal = await post(
      '/api/proposals',
      {
        buddyId,
        activity: 'Coffee Chats',
        proposedTime: amsterdamInstant('2030-01-07', '14:00').toISOString(),
        location: 'Café\u2029Centraal',
        message: 'Coffee?',
      },
      learner.token,
    );
    expectError(proposal, 400, MESSAGES.oneLine);
  });
});
