import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteDump } from '../../../tests/support/test-app';
import { findUserByEmail } from '../modules/accounts/repository';
import { syncCatalogue } from './catalogue';
import { openDatabase } from './client';
import { interviews } from './schema/interviews';
import { users } from './schema/users';
import { seedDemo } from '../seed/demo';
import { buddyEmail, SEED_ACCOUNTS, SEED_BUDDIES, SEED_CANDIDATES } from './seed-data';

const dataDir = mkdtempSync(join(tmpdir(), 'buddies-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The embedded database whichever pass this is: the PGlite pass runs it, the PostgreSQL one need not.
describe.skipIf(process.env.TEST_DATABASE_URL)('embedded database in DATA_DIR', () => {
  it(
    'keeps its data across restarts, and seeding twice changes nothing',
    { timeout: 120_000 },
    async () => {
      // A copy of the run's initdb (api-global-setup.ts) rather than an initdb of its own, which
      // costs seconds: a new DATA_DIR's own initdb is what the user:create test runs.
      const first = await openDatabase({
        dataDir,
        pgliteTemplate: pgliteDump(inject('pgliteEmptyTemplate')),
      });
      await first.migrate();
      await syncCatalogue(first.db);
      await seedDemo(first.db);
      const before = await findUserByEmail(first.db, 'anna@buddies.local');
      await first.close();

      const second = await openDatabase({ dataDir });
      await second.migrate();
      await syncCatalogue(second.db);
      await seedDemo(second.db);
      const after = await findUserByEmail(second.db, 'anna@buddies.local');
      const [row] = await second.db.select({ count: sql<number>`count(*)::int` }).from(users);
      const candidates = await second.db
        .select({ email: users.email, status: users.profileStatus })
        .from(users)
        .where(
          inArray(
            users.email,
            SEED_CANDIDATES.map((c) => buddyEmail(c.slug)),
          ),
        );
      const booked = await second.db.select({ status: interviews.status }).from(interviews);
      await second.close();

      expect(before?.id).toBeDefined();
      expect(after?.id).toBe(before?.id);
      expect(row?.count).toBe(SEED_ACCOUNTS.length + SEED_BUDDIES.length + SEED_CANDIDATES.length);
      // Each applicant is where the demo says, the one with an interview booked once.
      expect(new Map(candidates.map((c) => [c.email, c.status]))).toEqual(
        new Map(SEED_CANDIDATES.map((c) => [buddyEmail(c.slug), c.status])),
      );
      expect(booked).toEqual([{ status: 'scheduled' }]);
    },
  );
});
