import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAs, bookedSession } from '../../tests/support/sessions';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { exportPersonalData, PERSONAL_DATA } from './personal-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: { table_name: string }[] }).rows.map(
    (row) => row.table_name,
  );

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

describe('the personal-data export', () => {
  it('holds the account, the session, its messages and mails, without secrets', async () => {
    const { lea, bo, id } = await bookedSession(t);
    await postAs(t, lea, '/api/messages', {
      receiverId: bo.id,
      content: 'See you at the café!',
      clientKey: 'export-1',
    });
    const exported = await exportPersonalData(t.db, lea.id);
    const text = JSON.stringify(exported);
    expect(exported).toMatchObject({
      userId: lea.id,
      accounts: { account: { id: lea.id, email: lea.email } },
      sessions: { sessions: [{ id }] },
    });
    expect(text).toContain('See you at the café!');
    expect(text).toContain('Coffee?');
    expect(text).not.toMatch(/passwordHash|tokenHash|addressHash|scrypt|argon2/);
    // The buddy's export holds the same session from their side.
    expect(JSON.stringify(await exportPersonalData(t.db, bo.id))).toContain(id);
    expect(await exportPersonalData(t.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});
