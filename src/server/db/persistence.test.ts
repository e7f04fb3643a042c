import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../modules/accounts/repository';
import { syncCatalogue } from './catalogue';
import { openDatabase } from './client';
import { users } from './schema/users';
import { seedDemo } from './seed';

const dataDir = mkdtempSync(join(tmpdir(), 'buddies-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The embedded database whichever pass this is: the PGlite pass runs it, the PostgreSQL one need not.
describe.skipIf(process.env.TEST_DATABASE_URL)('embedded database in DATA_DIR', () => {
  it(
    'keeps its data across restarts, and seeding twice changes nothing',
    { timeout: 120_000 },
    async () => {
      const first = await openDatabase({ dataDir });
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
      await second.close();

      expect(before?.id).toBeDefined();
      expect(after?.id).toBe(before?.id);
      expect(row?.count).toBe(13);
    },
  );
});
