import { expect } from 'vitest';
import { bearer, sessionFor } from './auth-helpers';
import { buildBuddy, buildLearner } from './factories';
import type { TestApp } from './test-app';

import { inHours } from './hours';

export { HOUR } from './hours';
export type Party = { id: string; token: string; email: string };

/** POST as a signed-in party. */
export const postAs = (t: TestApp, who: Party, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });

/**
 * A new learner and buddy with a Coffee Chats session between them `hoursAhead` from the next
 * full hour (approved unless `approve` is false).
 */
export async function bookedSession(t: TestApp, { approve = true, hoursAhead = 2 } = {}) {
  const learner = await buildLearner(t.db);
  const { user: buddy } = await buildBuddy(t.db);
  const lea: Party = {
    id: learner.id,
    email: learner.email,
    token: await sessionFor(t.db, learner),
  };
  const bo: Party = { id: buddy.id, email: buddy.email, token: await sessionFor(t.db, buddy) };
  const proposed = await postAs(t, lea, '/api/proposals', {
    buddyId: bo.id,
    activity: 'Coffee Chats',
    proposedTime: inHours(hoursAhead),
    duration: 60,
    message: 'Coffee?',
  });
  expect(proposed.statusCode).toBe(201);
  const id = proposed.json().id as string;
  if (approve) expect((await postAs(t, bo, `/api/proposals/${id}/approve`)).statusCode).toBe(200);
  return { lea, bo, id };
}
