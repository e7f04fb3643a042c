import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import { advanceClock, resetClock } from '../../lib/clock';
import { bearer, expectError } from '../../../../tests/support/auth-helpers';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const confirm = (who: Party, id: string) => postAs(t, who, `/api/proposals/${id}/confirm-session`);
const booked = (approve = true) => bookedSession(t, { approve });

describe('POST /api/proposals/{id}/confirm-session', () => {
  it('is refused before the session has ended, and for one not booked', async () => {
    const { lea, id } = await booked();
    expectError(await confirm(lea, id), 409, PROPOSAL_TEXTS.notEnded);
    const pending = await booked(false);
    advanceClock(5 * HOUR);
    expectError(await confirm(pending.lea, pending.id), 409, PROPOSAL_TEXTS.notBooked);
  });

  it('records each side once, and completes the session when both confirmed', async () => {
    const { lea, bo, id } = await booked();
    advanceClock(4 * HOUR);
    const first = await confirm(lea, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'approved',
      learnerConfirmed: true,
      buddyConfirmed: false,
    });
    const again = await confirm(lea, id);
    expect(again.json()).toMatchObject({ status: 'approved', learnerConfirmed: true });
    const both = await confirm(bo, id);
    expect(both.json()).toMatchObject({
      status: 'completed',
      learnerConfirmed: true,
      buddyConfirmed: true,
    });
    expect((await confirm(bo, id)).json().status).toBe('completed');
  });

  it("belongs to the session's learner and buddy only", async () => {
    const { id } = await booked();
    const other = await booked();
    advanceClock(4 * HOUR);
    expectError(await confirm(other.lea, id), 404, PROPOSAL_TEXTS.notFound);
    expectError(await confirm(other.bo, id), 404, PROPOSAL_TEXTS.notFound);
    const res = await t.app.inject({ method: 'POST', url: `/api/proposals/${id}/confirm-session` });
    expect(res.statusCode).toBe(401);
  });

  it('confirmed twice at once by both sides still completes once', async () => {
    const { lea, bo, id } = await booked();
    advanceClock(4 * HOUR);
    const answers = await Promise.all([confirm(lea, id), confirm(bo, id), confirm(lea, id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/proposals/${id}`,
      headers: bearer(lea.token),
    });
    expect(view.json()).toMatchObject({
      status: 'completed',
      learnerConfirmed: true,
      buddyConfirmed: true,
    });
  });
});
