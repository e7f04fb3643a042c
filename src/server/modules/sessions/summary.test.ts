import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { bearer, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildStaff } from '../../../../tests/support/factories';
import { inHours } from '../../../../tests/support/hours';
import { bookedSession, HOUR, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let lea: Party;
let bo: Party;
const ids: Record<'unreviewed' | 'reviewed' | 'ahead' | 'declined', string> = {
  unreviewed: '',
  reviewed: '',
  ahead: '',
  declined: '',
};

const summaryOf = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/bookings/summary',
    ...(token && { headers: bearer(token) }),
  });

async function propose(hoursAhead: number) {
  const res = await postAs(t, lea, '/api/proposals', {
    buddyId: bo.id,
    activity: 'Coffee Chats',
    proposedTime: inHours(hoursAhead),
    duration: 60,
    message: 'Coffee?',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ lea, bo, id: ids.unreviewed } = await bookedSession(t, { hoursAhead: 2 }));
  ids.reviewed = await propose(4);
  ids.ahead = await propose(100);
  ids.declined = await propose(6);
  expect((await postAs(t, bo, `/api/proposals/${ids.reviewed}/approve`)).statusCode).toBe(200);
  expect((await postAs(t, bo, `/api/proposals/${ids.declined}/reject`)).statusCode).toBe(200);
  // Both met twice and said so; the learner reviewed the second meeting only.
  advanceClock(8 * HOUR);
  for (const id of [ids.unreviewed, ids.reviewed]) {
    for (const who of [lea, bo]) {
      expect((await postAs(t, who, `/api/proposals/${id}/confirm-session`)).statusCode).toBe(200);
    }
  }
  const review = { rating: 5, text: 'A lovely walk.' };
  expect((await postAs(t, lea, `/api/proposals/${ids.reviewed}/review`, review)).statusCode).toBe(
    201,
  );
});
afterAll(async () => {
  await t.close();
  resetClock();
});

describe('GET /api/bookings/summary', () => {
  it("counts the learner's sessions and asks a review only of the unreviewed one", async () => {
    const res = await summaryOf(lea.token);
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect({ ...summary, awaitingReview: undefined }).toEqual({
      completed: 2,
      upcoming: 1,
      proposals: 4,
    });
    expect(summary.awaitingReview).toEqual([
      expect.objectContaining({ id: ids.unreviewed, status: 'completed', reviewed: false }),
    ]);
  });

  it("counts the buddy's side of the same sessions, with nothing to review", async () => {
    const res = await summaryOf(bo.token);
    expect(res.json()).toEqual({ completed: 2, upcoming: 1, proposals: 4, awaitingReview: [] });
  });

  it('is for learners and buddies, about themselves only', async () => {
    const moderator = await buildStaff(t.db, 'moderator');
    expect((await summaryOf(await sessionFor(t.db, moderator))).statusCode).toBe(403);
    expect((await summaryOf()).statusCode).toBe(401);
  });
});
