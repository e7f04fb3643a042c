import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/field-rules';
import { INTERVIEW_TEXTS, INTERVIEW_WHERE_TEXTS } from '../../../shared/interviews';
import { INVALID_CURSOR } from '../../../shared/buddies';
import { accountStatusChanges } from '../../db/schema/buddies';
import { resetClock, setClock } from '../../lib/clock';
import { bearer, expectError, mailsTo, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildBuddy, buildLearner, buildStaff } from '../../../../tests/support/factories';
import { HOUR } from '../../../../tests/support/hours';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { BUDDY_NOT_FOUND, changeAccountStatus, STATUS_CHANGE_REFUSED } from '../buddies/status';
import { interviewReminderHandler } from '../calendar/interview-reminders';

/*
 * The clock stands on Wednesday 4 November 2026, 09:00 in Amsterdam (winter time, UTC+1): the
 * slots below are that week's, in UTC.
 */
const NOW = new Date('2026-11-04T08:00:00Z');
const THURSDAY_14 = '2026-11-05T13:00:00.000Z';
const THURSDAY_1530 = '2026-11-05T14:30:00.000Z';
const FRIDAY_10 = '2026-11-06T09:00:00.000Z';

let t: TestApp;
type Who = { id: string; token: string; email: string };
let expert: Who;
let otherExpert: Who;
let moderator: Who;
let learner: Who;
let buddy: Who;

const signedIn = async (user: { id: string; email: string }): Promise<Who> => ({
  id: user.id,
  email: user.email,
  token: await sessionFor(t.db, user),
});

beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
  expert = await signedIn(await buildStaff(t.db, 'learning_expert'));
  otherExpert = await signedIn(await buildStaff(t.db, 'learning_expert'));
  moderator = await signedIn(await buildStaff(t.db, 'moderator'));
  learner = await signedIn(await buildLearner(t.db));
  buddy = await signedIn((await buildBuddy(t.db)).user);
});
beforeEach(() => setClock(NOW));
afterAll(async () => {
  resetClock();
  await t.close();
});

const call = (
  who: Who | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object | null,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload !== undefined ? { payload: payload ?? undefined } : {}),
  });

/** A candidate the moderator has sent to the learning expert, with their note. */
async function candidate(note = 'Lovely application') {
  const { user, profile } = await buildBuddy(t.db, { status: 'pending' });
  await changeAccountStatus(t.db, {
    userId: user.id,
    to: 'expert_review',
    actor: { id: moderator.id, role: 'moderator' },
    note,
  });
  // The moderator's move mails the buddy as outbox work: done before the expert's mails.
  await t.app.outbox.flush();
  return { id: user.id, email: user.email, slug: profile.slug };
}

const invite = (who: Who, buddyId: string, timeSlot: string) =>
  call(who, 'POST', `/api/expert/send-interview-invitation/${buddyId}`, {
    timeSlot,
    profileName: 'Anyone',
    profileEmail: 'not-used@example.com',
  });

const complete = (who: Who, buddyId: string, approved = true) =>
  call(who, 'POST', `/api/expert/complete-interview/${buddyId}`, {
    approved,
    feedback: 'Warm, clear English; knows the city.',
  });

const profiles = async (query = '') => {
  const res = await call(expert, 'GET', `/api/expert/profiles${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; [field: string]: unknown }[];
};

/** A buddy's status log, oldest first. */
const statusChangesOf = (buddyId: string) =>
  t.db
    .select()
    .from(accountStatusChanges)
    .where(eq(accountStatusChanges.userId, buddyId))
    .orderBy(asc(accountStatusChanges.at), asc(accountStatusChanges.id));

/** The one event of a calendar file, read back by a real parser. */
function eventOf(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    summary: event.getFirstPropertyValue('summary'),
    status: event.getFirstPropertyValue('status'),
  };
}

describe('who may call the expert routes', () => {
  it('learning experts only: 401 without a token, 403 for learners, buddies and moderators', async () => {
    const id = crypto.randomUUID();
    const routes: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/expert/profiles'],
      ['GET', '/api/expert/slots?date=2026-11-05'],
      ['GET', '/api/expert/interview-days?month=2026-11'],
      ['GET', '/api/expert/interview-place'],
      ['PUT', '/api/expert/interview-place', { where: null }],
      ['POST', `/api/expert/send-interview-invitation/${id}`, { timeSlot: THURSDAY_14 }],
      ['POST', `/api/expert/interviews/${id}/reschedule`, { timeSlot: THURSDAY_14 }],
      ['POST', `/api/expert/interviews/${id}/cancel`, {}],
      ['POST', `/api/expert/complete-interview/${id}`, { approved: true, feedback: 'Fine' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
      for (const who of [learner, buddy, moderator]) {
        expectError(
          await call(who, method, url, payload),
          403,
          'This is not available for your role',
        );
      }
      expect((await call(expert, method, url, payload)).statusCode, url).not.toBe(403);
    }
  });
});

describe('the interview pipeline', () => {
  it('lists, invites, moves, reminds and approves a candidate, who is listed at once', async () => {
    const bo = await candidate();
    const listed = await profiles();
    const mine = listed.find((p) => p.id === bo.id)!;
    expect(mine).toMatchObject({
      profileStatus: 'expert_review',
      moderatorNotes: 'Lovely application',
      interview: null,
      interviewScheduledDate: null,
      activities: [expect.objectContaining({ title: 'Coffee Chats', rate: '25/hour' })],
    });
    expect((mine.history as unknown[]).length).toBe(2);
    expect(listed.some((p) => p.id === buddy.id)).toBe(false);
    expect(mine.outcome).toBeNull();

    const invited = await invite(expert, bo.id, THURSDAY_14);
    expect(invited.statusCode, invited.body).toBe(201);
    const interview = invited.json();
    expect(interview).toMatchObject({
      buddyId: bo.id,
      expertId: expert.id,
      expertName: 'Ella Expert',
      startsAt: THURSDAY_14,
      endsAt: '2026-11-05T13:30:00.000Z',
      date: '2026-11-05',
      time: '14:00',
      status: 'scheduled',
    });
    expect((await statusChangesOf(bo.id)).at(-1)).toMatchObject({
      fromStatus: 'expert_review',
      toStatus: 'interview_scheduled',
      actorId: expert.id,
      note: 'Interview scheduled',
    });
    const invitation = (await mailsTo(t.db, bo.email)).at(-1);
    expect(invitation!.subject).toBe('Your Buddies interview: Thursday 5 November 2026 at 14:00');
    expect(invitation!.text).toContain('Ella Expert, our learning expert, invites you');
    expect(invitation!.calendar!.filename).toBe('buddies-interview-2026-11-05.ics');
    expect(eventOf(invitation!.calendar!.content)).toEqual({
      method: 'REQUEST',
      uid: `${interview.id}@buddies`,
      sequence: 0,
      start: THURSDAY_14,
      summary: 'Buddies interview with Ella Expert',
      status: 'CONFIRMED',
    });
    expect(invitation!.calendar!.content).toContain(`mailto:${bo.email}`);
    expect(invitation!.calendar!.content).not.toContain(expert.email);
    expect((await profiles('?status=interview_scheduled')).map((p) => p.id)).toContain(bo.id);
    expect((await profiles('?status=expert_review')).map((p) => p.id)).not.toContain(bo.id);

    const slots = async (who: Who) =>
      (await call(who, 'GET', '/api/expert/slots?date=2026-11-05')).json() as {
        time: string;
        free: boolean;
      }[];
    expect((await slots(expert)).filter((s) => !s.free).map((s) => s.time)).toEqual(['14:00']);
    expect((await slots(otherExpert)).every((s) => s.free)).toBe(true);

    const moved = await call(expert, 'POST', `/api/expert/interviews/${interview.id}/reschedule`, {
      timeSlot: THURSDAY_1530,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ time: '15:30', status: 'scheduled' });
    const update = (await mailsTo(t.db, bo.email)).at(-1)!;
    expect(update.subject).toBe(
      'Your Buddies interview has moved: Thursday 5 November 2026 at 15:30',
    );
    expect(eventOf(update.calendar!.content)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      start: THURSDAY_1530,
    });
    expect((await slots(expert)).filter((s) => !s.free).map((s) => s.time)).toEqual(['15:30']);

    // The buddy's dashboard shows the interview's time; their calendar feed holds it.
    const boToken = await sessionFor(t.db, bo);
    const own = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/buddy/profile', headers: bearer(boToken) })
      ).json().interviewStartsAt as string | null;
    expect(await own()).toBe(THURSDAY_1530);
    const feed = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-feed',
      headers: bearer(boToken),
    });
    const file = await t.app.inject({ method: 'GET', url: new URL(feed.json().url).pathname });
    expect(file.statusCode).toBe(200);
    expect(eventOf(file.body)).toMatchObject({
      method: 'PUBLISH',
      uid: `${interview.id}@buddies`,
      sequence: 1,
      start: THURSDAY_1530,
    });

    // A day before, one reminder (not one for the old time), even with two workers at it.
    setClock(new Date(new Date(THURSDAY_1530).getTime() - 23 * HOUR));
    const other = interviewReminderHandler(t.db);
    const payload = { interviewId: interview.id, startsAt: THURSDAY_1530 };
    await Promise.all([t.app.outbox.flush(), other.work(payload), other.work(payload)]);
    const reminders = (await mailsTo(t.db, bo.email)).filter((m) =>
      m.subject.startsWith('Reminder:'),
    );
    expect(reminders.map((m) => m.subject)).toEqual(['Reminder: your Buddies interview tomorrow']);
    expect(eventOf(reminders[0]!.calendar!.content)).toMatchObject({ start: THURSDAY_1530 });

    setClock(new Date(new Date(THURSDAY_1530).getTime() + HOUR));
    const done = await complete(expert, bo.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      feedback: 'Warm, clear English; knows the city.',
    });
    expect((await statusChangesOf(bo.id)).slice(-2)).toMatchObject([
      { fromStatus: 'interview_scheduled', toStatus: 'interview_completed', actorId: expert.id },
      { fromStatus: 'interview_completed', toStatus: 'approved', actorId: expert.id },
    ]);
    await t.app.outbox.flush();
    expect((await mailsTo(t.db, bo.email)).at(-1)!.subject).toBe(
      'Welcome to Buddies: your profile is live',
    );
    // Held at its time: no calendar update.
    expect(done.json().startsAt).toBe(THURSDAY_1530);
    expect(
      (await mailsTo(t.db, bo.email)).some((m) => m.subject.includes('took place earlier')),
    ).toBe(false);
    expect(await own()).toBeNull();
    // The expert's history: listed under All and Interview Completed, with the verdict.
    for (const query of ['', '?status=interview_completed']) {
      expect((await profiles(query)).find((p) => p.id === bo.id)).toMatchObject({
        profileStatus: 'approved',
        outcome: 'approved',
        interview: { status: 'completed', startsAt: THURSDAY_1530 },
      });
    }
    expect((await profiles('?status=interview_scheduled')).some((p) => p.id === bo.id)).toBe(false);
    const days = await call(expert, 'GET', '/api/expert/interview-days?month=2026-11');
    expect(days.json()).toContainEqual({ date: '2026-11-05', interviews: 1 });
    expect(
      (await call(otherExpert, 'GET', '/api/expert/interview-days?month=2026-11')).json(),
    ).not.toContainEqual(expect.objectContaining({ date: '2026-11-05' }));
    await expect
      .poll(async () => (await call(learner, 'GET', `/api/buddy/${bo.slug}`)).statusCode)
      .toBe(200);
    // The moderators' view shows the interview's date and the expert's feedback.
    const users = await call(moderator, 'GET', '/api/users?role=buddy&status=approved&limit=200');
    expect((users.json() as { id: string }[]).find((u) => u.id === bo.id)).toMatchObject({
      interviewScheduledDate: THURSDAY_1530,
      interviewFeedback: 'Warm, clear English; knows the city.',
    });
  });

  it('cancels: the buddy is back with the expert, mailed a CANCEL file, and can be invited again', async () => {
    const bo = await candidate();
    const interview = (await invite(expert, bo.id, FRIDAY_10)).json();
    const cancelled = await call(expert, 'POST', `/api/expert/interviews/${interview.id}/cancel`, {
      reason: 'I am ill that day.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await statusChangesOf(bo.id)).at(-1)).toMatchObject({
      fromStatus: 'interview_scheduled',
      toStatus: 'expert_review',
      note: 'I am ill that day.',
    });
    await t.app.outbox.flush();
    // The interview's own mail, not the status mail of a first review passed.
    const mail = (await mailsTo(t.db, bo.email)).at(-1)!;
    expect(mail.subject).toBe('Your Buddies interview is cancelled');
    expect(mail.text).toContain('“I am ill that day.”');
    expect(eventOf(mail.calendar!.content)).toMatchObject({
      method: 'CANCEL',
      sequence: 1,
      status: 'CANCELLED',
    });

    for (const action of ['cancel', 'reschedule']) {
      expectError(
        await call(expert, 'POST', `/api/expert/interviews/${interview.id}/${action}`, {
          timeSlot: THURSDAY_14,
        }),
        409,
        INTERVIEW_TEXTS.notScheduled,
      );
    }
    // The slot is free again: the same time for another candidate.
    expect((await invite(expert, (await candidate()).id, FRIDAY_10)).statusCode).toBe(201);
    expect((await invite(expert, bo.id, '2026-11-06T09:30:00Z')).statusCode).toBe(201);
  });
});

describe('a verdict before the planned time', () => {
  it('moves the interview to the half hour up to the verdict and mails the calendar update', async () => {
    const bo = await candidate();
    const invited = await invite(expert, bo.id, '2026-11-06T12:00:00Z');
    expect(invited.statusCode, invited.body).toBe(201);
    const interview = invited.json();
    // Decided on Wednesday at 09:00:40, two days before the planned Friday 13:00.
    setClock(new Date(NOW.getTime() + 40_000));
    const done = await complete(expert, bo.id, false);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      startsAt: '2026-11-04T07:30:00.000Z',
      endsAt: '2026-11-04T08:00:00.000Z',
    });
    await t.app.outbox.flush();
    const mails = await mailsTo(t.db, bo.email);
    const held = mails.find((m) => m.subject === 'Your Buddies interview took place earlier')!;
    expect(held.text).toContain(
      'Ella Expert held your interview earlier than the time planned (Friday 6 November 2026 at 13:00).',
    );
    expect(held.text).toContain('When: Wednesday 4 November 2026 at 08:30 (Amsterdam time)');
    expect(eventOf(held.calendar!.content)).toEqual({
      method: 'REQUEST',
      uid: `${interview.id}@buddies`,
      sequence: 1,
      start: '2026-11-04T07:30:00.000Z',
      summary: 'Buddies interview with Ella Expert',
      status: 'CONFIRMED',
    });
    expect(mails.at(-1)!.subject).toBe('About your Buddies application');
    expect(
      (await profiles('?status=interview_completed')).find((p) => p.id === bo.id),
    ).toMatchObject({ profileStatus: 'rejected', outcome: 'rejected' });
    // No reminder for the Friday that is no longer planned.
    setClock(new Date(new Date('2026-11-06T12:00:00Z').getTime() - 23 * HOUR));
    await t.app.outbox.flush();
    expect((await mailsTo(t.db, bo.email)).some((m) => m.subject.startsWith('Reminder:'))).toBe(
      false,
    );
  });
});

describe('where an interview takes place', () => {
  const setPlace = (who: Who, where: object | null) =>
    call(who, 'PUT', '/api/expert/interview-place', { where });
  const placeOf = (file: string) => {
    const event = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
    return {
      location: event.getFirstPropertyValue('location'),
      url: event.getFirstPropertyValue('url'),
    };
  };

  it('refuses a place or link that is not one, with the reason', async () => {
    for (const [where, error] of [
      [{ kind: 'video', link: 'http://meet.example.com/abc' }, INTERVIEW_WHERE_TEXTS.linkInvalid],
      [{ kind: 'video', link: 'javascript:alert(1)' }, INTERVIEW_WHERE_TEXTS.linkInvalid],
      [
        { kind: 'video', link: 'https://ann:secret@meet.example.com/x' },
        INTERVIEW_WHERE_TEXTS.linkInvalid,
      ],
      [{ kind: 'video', link: 'meet.example.com/abc' }, INTERVIEW_WHERE_TEXTS.linkInvalid],
      [
        { kind: 'video', link: `https://meet.example.com/${'a'.repeat(500)}` },
        INTERVIEW_WHERE_TEXTS.linkTooLong,
      ],
      [{ kind: 'place', place: '   ' }, INTERVIEW_WHERE_TEXTS.placeRequired],
      [{ kind: 'place', place: 'x'.repeat(201) }, INTERVIEW_WHERE_TEXTS.placeTooLong],
      [{ kind: 'place', place: 'Dam 1\u0007' }, MESSAGES.controlCharacters],
      [{ kind: 'phone', place: 'x' }, "Please choose 'place' or 'video'"],
      [{ kind: 'place', place: 12 }, INTERVIEW_WHERE_TEXTS.placeRequired],
    ] as const) {
      const res = await setPlace(expert, where);
      expect(res.statusCode, JSON.stringify(where)).toBe(400);
      expect(res.json().error, JSON.stringify(where)).toContain(error.slice(0, 20));
    }
    expect((await call(expert, 'GET', '/api/expert/interview-place')).json()).toEqual({
      where: null,
    });
  });

  it("gives the expert's usual place to invitations, the mail, the calendar and the dashboard", async () => {
    const link = 'https://meet.example.com/ella-interviews';
    expect((await setPlace(expert, { kind: 'video', link: ` ${link} ` })).json()).toEqual({
      where: { kind: 'video', link },
    });
    expect((await call(expert, 'GET', '/api/expert/interview-place')).json()).toEqual({
      where: { kind: 'video', link },
    });
    expect((await call(otherExpert, 'GET', '/api/expert/interview-place')).json()).toEqual({
      where: null,
    });

    const bo = await candidate();
    const invited = await invite(expert, bo.id, '2026-11-11T09:00:00Z');
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().where).toEqual({ kind: 'video', link });
    const mail = (await mailsTo(t.db, bo.email)).at(-1)!;
    expect(mail.text).toContain(`Video call: ${link}`);
    expect(placeOf(mail.calendar!.content)).toEqual({ location: link, url: link });
    const boToken = await sessionFor(t.db, bo);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/buddy/profile',
      headers: bearer(boToken),
    });
    expect(own.json().interviewWhere).toEqual({ kind: 'video', link });

    // A new place at the same time: the calendar follows, the buddy is told.
    const moved = await call(
      expert,
      'POST',
      `/api/expert/interviews/${invited.json().id}/reschedule`,
      {
        timeSlot: '2026-11-11T09:00:00Z',
        where: { kind: 'place', place: 'Buddies office, Herengracht 1, Amsterdam' },
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const update = (await mailsTo(t.db, bo.email)).at(-1)!;
    expect(update.subject).toBe(
      'Your Buddies interview has a new place: Wednesday 11 November 2026 at 10:00',
    );
    expect(update.text).toContain('Where: Buddies office, Herengracht 1, Amsterdam');
    expect(eventOf(update.calendar!.content)).toMatchObject({ method: 'REQUEST', sequence: 1 });
    expect(placeOf(update.calendar!.content)).toEqual({
      location: 'Buddies office, Herengracht 1, Amsterdam',
      url: `${t.app.config.publicUrl}/buddy/dashboard`,
    });
    expectError(
      await call(expert, 'POST', `/api/expert/interviews/${invited.json().id}/reschedule`, {
        timeSlot: '2026-11-11T09:00:00Z',
      }),
      400,
      INTERVIEW_TEXTS.sameTime,
    );

    // None for this invitation: the mail says plainly that the details follow, and invents none.
    const cy = await candidate();
    const bare = await call(expert, 'POST', `/api/expert/send-interview-invitation/${cy.id}`, {
      timeSlot: '2026-11-11T10:00:00Z',
      where: null,
    });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().where).toBeNull();
    const plain = (await mailsTo(t.db, cy.email)).at(-1)!;
    expect(plain.text).toContain(
      'Where: Ella Expert will send you the address or the video-call link before the interview.',
    );
    expect(placeOf(plain.calendar!.content).location).toBeNull();
    expect((await setPlace(expert, null)).json()).toEqual({ where: null });
  });
});

describe('refused moves', () => {
  it('refuses times that are no interview slot, with the reason', async () => {
    const { id } = await candidate();
    for (const [timeSlot, error] of [
      ['2026-11-05T08:15:00Z', INTERVIEW_TEXTS.slotInvalid], // 09:15
      ['2026-11-05T15:45:00Z', INTERVIEW_TEXTS.slotInvalid], // 16:45
      ['2026-11-07T10:00:00Z', INTERVIEW_TEXTS.weekend], // Saturday 11:00
      ['2026-11-04T08:00:00Z', INTERVIEW_TEXTS.passed], // today 09:00, now
      ['2026-11-03T13:00:00Z', INTERVIEW_TEXTS.passed],
      ['next Thursday', 'Please choose a time for the interview'],
    ] as const) {
      expectError(await invite(expert, id, timeSlot), 400, error);
    }
    expectError(
      await call(expert, 'GET', '/api/expert/slots?date=2026-02-30'),
      400,
      'Please give a date as YYYY-MM-DD',
    );
    for (const month of ['2026-13', '9999-01', '2026-1', '2026-11%00']) {
      expectError(
        await call(expert, 'GET', `/api/expert/interview-days?month=${month}`),
        400,
        'Please give a month as YYYY-MM',
      );
    }
  });

  it('refuses times past the 90-day horizon, to invite and to move, and takes its last day', async () => {
    const { id } = await candidate();
    // The year 9999, and the day after the horizon (Wednesday 3 February 2027, 09:00).
    for (const timeSlot of ['9999-12-01T10:00:00+01:00', '2027-02-03T09:00:00+01:00']) {
      expectError(await invite(expert, id, timeSlot), 400, INTERVIEW_TEXTS.tooFar);
    }
    const slots = await call(expert, 'GET', '/api/expert/slots?date=2027-02-03');
    expect((slots.json() as { free: boolean }[]).some((s) => s.free)).toBe(false);
    // The 90th day (Tuesday 2 February 2027), at its last slot, 16:30.
    const last = await invite(expert, id, '2027-02-02T16:30:00+01:00');
    expect(last.statusCode, last.body).toBe(201);
    expectError(
      await call(expert, 'POST', `/api/expert/interviews/${last.json().id}/reschedule`, {
        timeSlot: '9998-12-01T10:00:00+01:00',
      }),
      400,
      INTERVIEW_TEXTS.tooFar,
    );
  });

  it('refuses every move the status machine does not have, with 409 and a clear text', async () => {
    const pending = await buildBuddy(t.db, { status: 'pending' });
    expectError(await invite(expert, pending.user.id, THURSDAY_14), 409, STATUS_CHANGE_REFUSED);
    expectError(await invite(expert, buddy.id, THURSDAY_14), 409, STATUS_CHANGE_REFUSED);
    expectError(await invite(expert, learner.id, THURSDAY_14), 404, BUDDY_NOT_FOUND);
    expectError(await complete(expert, pending.user.id), 409, STATUS_CHANGE_REFUSED);
    const waiting = await candidate();
    expectError(await complete(expert, waiting.id), 409, STATUS_CHANGE_REFUSED);
    const stray = await buildBuddy(t.db, { status: 'interview_scheduled' });
    expectError(await complete(expert, stray.user.id), 409, INTERVIEW_TEXTS.noScheduledInterview);
    expectError(
      await call(expert, 'POST', `/api/expert/interviews/${crypto.randomUUID()}/cancel`, {}),
      404,
      INTERVIEW_TEXTS.notFound,
    );

    const bo = await candidate();
    const interview = (await invite(expert, bo.id, '2026-11-09T10:00:00Z')).json();
    expectError(await invite(expert, bo.id, '2026-11-09T11:00:00Z'), 409, STATUS_CHANGE_REFUSED);
    for (const [action, payload] of [
      ['reschedule', { timeSlot: '2026-11-09T11:00:00Z' }],
      ['cancel', {}],
    ] as const) {
      expectError(
        await call(
          otherExpert,
          'POST',
          `/api/expert/interviews/${interview.id}/${action}`,
          payload,
        ),
        403,
        INTERVIEW_TEXTS.notYours,
      );
    }
    expectError(await complete(otherExpert, bo.id), 403, INTERVIEW_TEXTS.notYours);
    expectError(
      await call(expert, 'POST', `/api/expert/complete-interview/${bo.id}`, { approved: false }),
      400,
      'Please write your feedback',
    );
    // Another of the expert's interviews holds 12:00: no moving there.
    await invite(expert, (await candidate()).id, '2026-11-09T11:00:00Z');
    expectError(
      await call(expert, 'POST', `/api/expert/interviews/${interview.id}/reschedule`, {
        timeSlot: '2026-11-09T11:00:00Z',
      }),
      409,
      INTERVIEW_TEXTS.slotTaken,
    );

    const rejected = await complete(expert, bo.id, false);
    expect(rejected.statusCode).toBe(200);
    await t.app.outbox.flush();
    expect((await mailsTo(t.db, bo.email)).at(-1)!.subject).toBe('About your Buddies application');
    expectError(await complete(expert, bo.id), 409, STATUS_CHANGE_REFUSED);
  });
});

describe('one slot asked for twice at once', () => {
  it('goes to one of two candidates of one expert; the other request gets 409', async () => {
    const [a, b] = [await candidate(), await candidate()];
    const answers = await Promise.all([
      invite(expert, a.id, '2026-11-10T13:00:00Z'),
      invite(expert, b.id, '2026-11-10T13:00:00Z'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe(INTERVIEW_TEXTS.slotTaken);
  });

  it('goes to one of two experts inviting one candidate; the other gets 409', async () => {
    const bo = await candidate();
    const answers = await Promise.all([
      invite(expert, bo.id, '2026-11-10T14:00:00Z'),
      invite(otherExpert, bo.id, '2026-11-10T14:00:00Z'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error).toBe(STATUS_CHANGE_REFUSED);
  });
});

describe('GET /api/expert/profiles', () => {
  it('pages by a Link header and refuses a page link it did not write', async () => {
    await candidate();
    await candidate();
    const first = await call(expert, 'GET', '/api/expert/profiles?limit=1');
    const link = first.headers.link as string;
    expect(link).toMatch(/^<\/api\/expert\/profiles\?before=[\w-]+&limit=1>; rel="next"$/);
    const next = await call(expert, 'GET', link.slice(1, link.indexOf('>')));
    expect(next.json()).toHaveLength(1);
    expect(next.json()[0].id).not.toBe(first.json()[0].id);
    expectError(
      await call(expert, 'GET', '/api/expert/profiles?before=bm90LWEtY3Vyc29y'),
      400,
      INVALID_CURSOR,
    );
    expectError(
      await call(expert, 'GET', '/api/expert/profiles?status=approved'),
      400,
      'Please choose expert_review, interview_scheduled or interview_completed',
    );
  });
});
