import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileName, PRIVACY_TEXTS } from '../../../shared/privacy';
import { amsterdamDate } from '../../../shared/amsterdam-time';
import { bearer, expectError, sessionFor } from '../../../../tests/support/auth-helpers';
import { buildLearner } from '../../../../tests/support/factories';
import { buildHistory } from '../../../../tests/support/history';
import { bookedSession, postAs, type Party } from '../../../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { resetClock } from '../../lib/clock';
import { PERSONAL_DATA } from '../../personal-data';
import { EXPORT_LIMITS } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: { table_name: string }[] }).rows.map(
    (row) => row.table_name,
  );

const exportOf = (who: Party | null, userId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/gdpr/export/${userId}`,
    headers: who ? bearer(who.token) : {},
  });

describe('personal-data contracts', () => {
  it('cover every table with a foreign key to users or a column holding a name, email or phone', async () => {
    const aboutUsers = await names(sql`
      select distinct tc.table_name from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
        and ccu.table_name = 'users'`);
    const personalColumns = await names(sql`
      select distinct table_name from information_schema.columns
      where table_schema = 'public' and column_name ~ '(^|_)(name|email|phone)$'`);
    const covered = new Set(PERSONAL_DATA.flatMap((contract) => contract.tables));
    const uncovered = [...new Set([...aboutUsers, ...personalColumns])].filter(
      (table) => !covered.has(table),
    );
    expect(aboutUsers.length).toBeGreaterThan(10);
    expect(uncovered).toEqual([]);
  });

  it('name tables that exist, each in one contract only', async () => {
    const tables = await names(sql`
      select table_name from information_schema.tables where table_schema = 'public'`);
    const listed = PERSONAL_DATA.flatMap((contract) => contract.tables);
    expect(listed.filter((table) => !tables.includes(table))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('GET /api/gdpr/export/{userId}', () => {
  it('holds every kind of record a learner and a buddy have, each in its part', async () => {
    const h = await buildHistory(t);
    resetClock();
    await t.app.outbox.flush();
    const lea = (await exportOf(h.lea, h.lea.id)).json();
    expect(lea).toMatchObject({
      accounts: {
        account: { id: h.lea.id, fullName: h.lea.fullName, phone: h.lea.phone, photo: h.lea.photo },
        learnerProfile: { bio: 'I cycle to work and love cheese.' },
      },
      buddies: { reviewsGiven: [{ text: h.review, rating: 5 }] },
      calendar: { calendarFeed: { userId: h.lea.id } },
    });
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    expect(ids(lea.sessions.sessions)).toEqual(expect.arrayContaining(Object.values(h.sessions)));
    expect(lea.sessions.statusChanges.length).toBeGreaterThanOrEqual(6);
    expect(lea.messaging.messages.map((m: { content: string }) => m.content)).toEqual(
      expect.arrayContaining([...h.messages]),
    );
    expect(lea.messaging.conversations.length).toBeGreaterThan(0);
    expect(lea.support.supportMessages).toHaveLength(2);
    expect(lea.auth.signIns.length).toBeGreaterThan(0);
    expect(lea.auth.mailedLinks.map((l: { purpose: string }) => l.purpose)).toEqual(
      expect.arrayContaining(['password_reset', 'email_verification']),
    );
    expect(lea.mail.mails.length).toBeGreaterThan(3);
    expect(lea.events.tabEvents.length).toBeGreaterThan(0);
    const bo = (await exportOf(h.bo, h.bo.id)).json();
    expect(bo).toMatchObject({
      buddies: {
        buddyProfile: { slug: h.bo.slug },
        reviewsReceived: [{ text: h.review }],
      },
      availability: { slots: [{ day: 0 }], daysOff: [expect.anything()] },
    });
    expect(bo.buddies.activities.length).toBeGreaterThan(0);
    for (const body of [JSON.stringify(lea), JSON.stringify(bo)]) {
      expect(body).not.toMatch(/passwordHash|tokenHash|codeHash|scrypt\$/);
    }
  });

  it('is a dated JSON file of the account, the session, its messages and mails, without secrets', async () => {
    const { lea, bo, id } = await bookedSession(t);
    await postAs(t, lea, '/api/messages', {
      receiverId: bo.id,
      content: 'See you at the café!',
      clientKey: 'export-1',
    });
    const res = await exportOf(lea, lea.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName(amsterdamDate(new Date()))}"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const exported = res.json();
    expect(Object.keys(exported)).toEqual([
      'exportedAt',
      'userId',
      ...PERSONAL_DATA.map((contract) => contract.module),
    ]);
    expect(exported).toMatchObject({
      userId: lea.id,
      accounts: { account: { id: lea.id, email: lea.email } },
      sessions: { sessions: [{ id }] },
    });
    expect(res.body).toContain('See you at the café!');
    expect(res.body).toContain('Coffee?');
    // The mails sent to the learner: the approval.
    expect(exported.mail.mails.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/passwordHash|tokenHash|addressHash|scrypt|argon2/);
    // The buddy's export holds the same session from their side.
    expect((await exportOf(bo, bo.id)).body).toContain(id);
  });

  it('is the caller’s own only: 401 without a sign-in, 403 for another user, 400 for a malformed id', async () => {
    const learner = await buildLearner(t.db);
    const other = await buildLearner(t.db);
    const lea = { id: learner.id, email: learner.email, token: await sessionFor(t.db, learner) };
    expect((await exportOf(null, lea.id)).statusCode).toBe(401);
    expectError(await exportOf(lea, other.id), 403, PRIVACY_TEXTS.notYours);
    expect((await exportOf(lea, 'not-a-user')).statusCode).toBe(400);
    expect((await exportOf(lea, `${lea.id}' or 1=1`)).statusCode).toBe(400);
  });

  it(`is made ${EXPORT_LIMITS.perUser.max} times an hour at most`, async () => {
    const learner = await buildLearner(t.db);
    const lea = { id: learner.id, email: learner.email, token: await sessionFor(t.db, learner) };
    for (let i = 0; i < EXPORT_LIMITS.perUser.max; i++) {
      expect((await exportOf(lea, lea.id)).statusCode).toBe(200);
    }
    const refused = await exportOf(lea, lea.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toContain(PRIVACY_TEXTS.exportedTooOften);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
