import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, rateLimits, userTokens } from '../db/schema/auth';
import { outbox } from '../db/schema/outbox';
import { deletedUsers } from '../db/schema/users';
import { DELETED_ACCOUNT_KEPT_DAYS } from '../../shared/privacy';
import { MAIL_TOPIC, readMails } from './mailer';
import { buildLearner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { resetClock, setClock } from './clock';
import { runHousekeeping } from './housekeeping';

/** Far from the database's own time: pruning must go by the server's clock. */
const NOW = new Date('2031-03-30T00:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  setClock(NOW);
});
afterAll(async () => {
  resetClock();
  await t.close();
});

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe('housekeeping', () => {
  it('prunes what stopped counting and keeps the rest', async () => {
    const learner = await buildLearner(t.db);
    await t.db.insert(rateLimits).values([
      { key: 'test:passed', count: 9, resetAt: daysAgo(0.01) },
      { key: 'test:live', count: 1, resetAt: inDays(0.01) },
    ]);
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: learner.id,
      tokenHash,
      expiresAt,
      absoluteExpiresAt: expiresAt,
      revokedAt,
    });
    await t.db
      .insert(authSessions)
      .values([
        session('expired-long-ago', daysAgo(31)),
        session('revoked-long-ago', inDays(5), daysAgo(31)),
        session('expired-recently', daysAgo(2)),
        session('live', inDays(5)),
      ]);
    const token = (tokenHash: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId: learner.id,
      purpose: 'password_reset' as const,
      tokenHash,
      expiresAt,
      usedAt,
    });
    await t.db
      .insert(userTokens)
      .values([
        token('token-expired-long-ago', daysAgo(31)),
        token('token-used-long-ago', inDays(1), daysAgo(40)),
        token('token-live', inDays(1)),
      ]);
    const mail = (subject: string, createdAt: Date) => ({
      topic: MAIL_TOPIC,
      payload: {
        to: learner.email,
        subject,
        text: `a link: https://buddies.example/reset-password?token=${subject}`,
      },
      createdAt,
      nextAttemptAt: createdAt,
    });
    await t.db
      .insert(outbox)
      .values([mail('old', daysAgo(31)), mail('yesterday', daysAgo(2)), mail('fresh', NOW)]);

    expect(await runHousekeeping(t.db)).toBe(true);

    const keys = (await t.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('test:live');
    expect(keys).not.toContain('test:passed');
    const sessions = await t.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, learner.id));
    expect(sessions.map((s) => s.tokenHash).sort()).toEqual(['expired-recently', 'live']);
    const tokens = await t.db.select().from(userTokens).where(eq(userTokens.userId, learner.id));
    expect(tokens.map((s) => s.tokenHash)).toEqual(['token-live']);
    const mails = await readMails(t.db, { to: learner.email });
    expect(mails.map((m) => [m.subject, m.text !== '']).sort()).toEqual([
      ['fresh', true],
      ['yesterday', false],
    ]);
  });

  it(`purges the tombstones of accounts deleted over ${DELETED_ACCOUNT_KEPT_DAYS} days ago`, async () => {
    const tombstone = (email: string, deletedAt: Date) => ({
      id: randomUUID(),
      fullName: 'Lea Learner',
      email,
      role: 'learner' as const,
      createdAt: daysAgo(DELETED_ACCOUNT_KEPT_DAYS + 400),
      deletedAt,
    });
    await t.db
      .insert(deletedUsers)
      .values([
        tombstone('purged@example.com', daysAgo(DELETED_ACCOUNT_KEPT_DAYS + 1)),
        tombstone('kept@example.com', daysAgo(DELETED_ACCOUNT_KEPT_DAYS - 1)),
      ]);

    expect(await runHousekeeping(t.db)).toBe(true);

    const emails = (await t.db.select().from(deletedUsers)).map((row) => row.email);
    expect(emails).toContain('kept@example.com');
    expect(emails).not.toContain('purged@example.com');
  });

  it('runs once across processes: a second run while one holds the lock skips', async (context) => {
    if (t.kind === 'pglite') context.skip(); // one connection: there is no second process
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
      locked();
      await held;
    });
    await isLocked;
    expect(await runHousekeeping(t.db)).toBe(false);
    release();
    await holder;
    expect(await runHousekeeping(t.db)).toBe(true);
  });
});
