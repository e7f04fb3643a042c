import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/bookings';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import { SESSION_ACTION_TEXTS } from '../../../shared/session-actions';
import { bearer, expectError, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner } from '../../../../tests/support/factories';
import { inHours } from '../../../../tests/support/hours';
import { bookedSession, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { EDIT_LIMITS } from './edit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const edit = (who: Party, id: string, payload: object) =>
  postAs(t, who, `/api/proposals/${id}/edit`, payload);
const bookingOf = async (who: Party, id: string) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/user/${who.id}`,
        headers: bearer(who.token),
      })
    ).json() as Booking[]
  ).find((b) => b.id === id);
const party = async (user: { id: string; email: string }): Promise<Party> => ({
  id: user.id,
  email: user.email,
  token: await sessionFor(t.db, user),
});

describe("the buddy's edit of a booked session", () => {
  it('moves it at once and tells the learner: chat line, mail with the updated calendar file', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 72 });
    const res = await edit(bo, id, {
      proposedTime: inHours(96),
      location: 'Café de Jaren',
      note: 'Same café, one day later, as we said',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', location: 'Café de Jaren' });
    expect(await bookingOf(lea, id)).toMatchObject({
      status: 'approved',
      location: 'Café de Jaren',
      startsAt: inHours(96),
      duration: 60,
    });

    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${bo.id}/messages`,
      headers: bearer(lea.token),
    });
    const last = (chat.json() as { line: { kind: string } | null; content: string }[])[0];
    expect(last).toMatchObject({
      line: { kind: 'changed', location: 'Café de Jaren' },
      content: 'Same café, one day later, as we said',
    });

    const [toLea] = (await mailsTo(t.db, lea.email)).slice(-1);
    expect(toLea!.subject).toMatch(/changed your session: Coffee Chats$/);
    expect(toLea!.text).toContain('Café de Jaren');
    expect(toLea!.calendar).toMatchObject({ method: 'REQUEST' });
    expect(toLea!.calendar!.content).toContain(`UID:${id}@buddies`);
    expect(toLea!.calendar!.content).toContain('SEQUENCE:2');
    const [toBo] = (await mailsTo(t.db, bo.email)).slice(-1);
    expect(toBo!.subject).toMatch(/^Session changed: Coffee Chats with /);
    expect(toBo!.calendar!.content).toContain('SEQUENCE:2');
  });

  it('is refused to the learner (403), to other buddies (404), and without a change (400)', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 72 });
    expect((await edit(lea, id, { location: 'Elsewhere' })).statusCode).toBe(403);
    const { user: other } = await buildBuddy(t.db);
    expectError(
      await edit(await party(other), id, { location: 'Elsewhere' }),
      404,
      PROPOSAL_TEXTS.notFound,
    );
    expectError(await edit(bo, id, {}), 400, SESSION_ACTION_TEXTS.nothingChanged);
    expectError(await edit(bo, id, { location: '' }), 400, SESSION_ACTION_TEXTS.nothingChanged);
    expect((await edit(bo, id, { location: 'Bad\u0007bell' })).statusCode).toBe(400);
    expect((await edit(bo, id, { location: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await edit(bo, id, { proposedTime: 'tomorrow' })).statusCode).toBe(400);
    expect(
      (await edit(bo, '00000000-0000-4000-8000-000000000000', { location: 'x' })).statusCode,
    ).toBe(404);
    expect((await bookingOf(lea, id))?.location).not.toBe('Elsewhere');
  });

  it('keeps to the cancellation window, on both the old and the new time', async () => {
    const soon = await bookedSession(t, { hoursAhead: 2 });
    expectError(
      await edit(soon.bo, soon.id, { location: 'Elsewhere' }),
      409,
      SESSION_ACTION_TEXTS.editWindow,
    );
    const { bo, id } = await bookedSession(t, { hoursAhead: 72 });
    expectError(
      await edit(bo, id, { proposedTime: inHours(3) }),
      409,
      SESSION_ACTION_TEXTS.editTooSoon,
    );
    const pending = await bookedSession(t, { hoursAhead: 72, approve: false });
    expectError(
      await edit(pending.bo, pending.id, { location: 'Elsewhere' }),
      409,
      SESSION_ACTION_TEXTS.notEditable,
    );
  });

  it('is refused into a time the buddy has booked, as an approval is (409)', async () => {
    const { bo, id } = await bookedSession(t, { hoursAhead: 72 });
    const other = await party(await buildLearner(t.db));
    const proposed = await postAs(t, other, '/api/proposals', {
      buddyId: bo.id,
      activity: 'Coffee Chats',
      proposedTime: inHours(120),
      duration: 60,
      message: 'Coffee?',
    });
    const second = proposed.json().id as string;
    expect((await postAs(t, bo, `/api/proposals/${second}/approve`)).statusCode).toBe(200);
    expectError(await edit(bo, id, { proposedTime: inHours(120) }), 409, PROPOSAL_TEXTS.buddyBusy);
  });

  it('mails the learner a few changes a day at most: then 429, nothing changed', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 72 });
    for (let i = 0; i < EDIT_LIMITS.perSession.max; i++) {
      expect((await edit(bo, id, { location: `Place ${i}` })).statusCode).toBe(200);
    }
    const refused = await edit(bo, id, { location: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(new RegExp(`^${SESSION_ACTION_TEXTS.editedTooOften}`));
    expect((await bookingOf(lea, id))?.location).toBe(`Place ${EDIT_LIMITS.perSession.max - 1}`);
    const changed = (await mailsTo(t.db, lea.email)).filter((m) =>
      m.subject.includes('changed your session'),
    );
    expect(changed).toHaveLength(EDIT_LIMITS.perSession.max);
  });

  it('sent twice at once, changes once', async () => {
    const { lea, bo, id } = await bookedSession(t, { hoursAhead: 72 });
    const answers = await Promise.all([
      edit(bo, id, { location: 'Vondelpark' }),
      edit(bo, id, { location: 'Vondelpark' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const changed = (await mailsTo(t.db, lea.email)).filter((m) =>
      m.subject.includes('changed your session'),
    );
    expect(changed).toHaveLength(1);
  });
});
