import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { authSessions } from './db/schema/auth';
import { DEMO_PASSWORD, SEED_ACCOUNTS, SEED_BUDDIES, SEED_CANDIDATES } from './db/seed-data';
import { seedDemo } from './seed/demo';
import { findUserByEmail } from './modules/accounts/repository';
import { setPassword } from './modules/auth/repository';
import { hashPassword } from './lib/passwords';
import { hashToken } from './lib/tokens';
import { login, sessionFor } from '../../tests/support/auth-helpers';
import { captureLogs, openTestDatabase } from '../../tests/support/test-app';

describe('configuration', () => {
  it('seeds demo data by default only on the embedded database outside production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/buddies' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'off' }).seedDemo).toBe(false);
  });

  it('refuses to start in production with SEED_DEMO, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(
      /SEED_DEMO: demo accounts share a published password/,
    );
  });

  it('signs links with LINK_SECRET; outside production a development key; never a short one', () => {
    expect(loadConfig({}).linkSecret).toMatch(/^development only/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'off' }).linkSecret).toBeUndefined();
    const secret = 'x'.repeat(32);
    expect(loadConfig({ LINK_SECRET: secret }).linkSecret).toBe(secret);
    expect(() => loadConfig({ LINK_SECRET: 'short' })).toThrow(/LINK_SECRET: at least 32/);
  });

  it('refuses to start in production with TEST_CLOCK', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
  });

  it('takes payments through Stripe in production, the test provider elsewhere (decision 038)', () => {
    expect(loadConfig({}).payments).toMatchObject({ provider: 'test' });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY: required with PAYMENTS=stripe \(or set PAYMENTS=off\)/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' })).toThrow(
      /the test provider takes no money and is refused in production/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        BUSINESS_ADDRESS: 'Keizersgracht 1, 1015 CC Amsterdam',
        BUSINESS_KVK: '12345678',
      }).payments,
    ).toMatchObject({
      provider: 'stripe',
      secretKey: 'sk_live_x',
      business: { name: 'Buddies', kvk: '12345678' },
    });
    // Receipts name the business that was paid: its address and KvK number are required.
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow(/BUSINESS_ADDRESS: required with PAYMENTS=stripe[\s\S]*BUSINESS_KVK/);
    // deploy/buddies.env.example's placeholders are never taken for the business's details.
    expect(() =>
      loadConfig({ PAYMENTS: 'off', BUSINESS_KVK: 'REPLACE with the Chamber of Commerce number' }),
    ).toThrow(/BUSINESS_KVK: still the example's placeholder/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'off' }).payments).toBeUndefined();
  });
});

describe('a production start on a database that holds demo accounts', () => {
  const logs = captureLogs();
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let moderatorSession: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db);
    const moderator = (await findUserByEmail(database.db, 'moderator@buddies.local'))!;
    moderatorSession = await sessionFor(database.db, moderator);
    // One demo account whose owner chose a password of their own keeps it.
    const anna = (await findUserByEmail(database.db, 'anna@buddies.local'))!;
    await setPassword(database.db, anna.id, await hashPassword('annas-own-password'));
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS: 'off',
      LOG_LEVEL: 'info',
      DATA_DIR: `/tmp/buddies-test-${randomBytes(4).toString('hex')}`,
    });
    app = await buildApp(config, { database, logStream: logs.stream });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const t = () => ({ app });

  it('disables the published demo password and ends those sessions, and says so', async () => {
    expect((await login(t(), 'moderator@buddies.local', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(t(), 'sophie@buddies.local', DEMO_PASSWORD)).statusCode).toBe(401);
    const sessions = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashToken(moderatorSession)));
    expect(sessions[0]!.revokedAt).toBeInstanceOf(Date);
    const warning = logs.lines.find((l) => l.includes('published demo password'));
    // Every demo account but Anna's, who chose a password of her own.
    const demoAccounts = SEED_ACCOUNTS.length + SEED_BUDDIES.length + SEED_CANDIDATES.length;
    expect(JSON.parse(warning!)).toMatchObject({ level: 40, accounts: demoAccounts - 1 });
  });

  it('leaves an account whose owner chose another password alone', async () => {
    expect((await login(t(), 'anna@buddies.local', 'annas-own-password')).statusCode).toBe(200);
  });

  it('warns that no mail will leave without SMTP_URL', () => {
    const warning = logs.lines.find((l) => l.includes('SMTP_URL is not set'));
    expect(JSON.parse(warning!).level).toBe(40);
  });
});
