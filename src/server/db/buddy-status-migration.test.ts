import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../../../tests/support/migrations';
import { MIGRATIONS_DIR } from '../paths';

const olderMigrations = migrationsBefore('0007_buddy-status');
afterAll(() => rmSync(olderMigrations, { recursive: true, force: true }));

describe('migration 0007 (one status, one languages list)', () => {
  it('keeps every buddy, their languages and their visibility', { timeout: 60_000 }, async () => {
    const client = await emptyDatabase();
    await client.migrate(olderMigrations);
    const buddy = async (name: string, status: string, approved: boolean, profile: string) => {
      const { rows } = await client.query<{ id: string }>(
        `insert into users (email, password_hash, role, full_name, username, profile_status, is_approved)
         values ($1, 'x', 'buddy', $2, $1, $3, $4) returning id`,
        [name, name, status, approved],
      );
      const id = rows[0]!.id;
      await client.query(
        `insert into buddy_profiles (user_id, slug, languages, teaches_english, teaches_dutch, published)
         values ($1, $2, ${profile})`,
        [id, name],
      );
      return id;
    };
    const listed = await buddy('listed', 'approved', true, `'{English,Dutch}', true, true, true`);
    const flagsOnly = await buddy('flags', 'approved', true, `'{}', false, true, true`);
    const listOnly = await buddy('list', 'approved', true, `'{Dutch,English}', false, false, true`);
    const unpublished = await buddy('hidden', 'approved', true, `'{English}', true, false, false`);
    const waiting = await buddy('waiting', 'pending', false, `'{English}', true, false, false`);
    const refused = await buddy('refused', 'rejected', false, `'{English}', true, false, true`);
    await client.query(
      `insert into users (email, password_hash, role, full_name, username, profile_status, is_approved)
       values ('mo', 'x', 'moderator', 'Mo', 'mo', 'approved', true)`,
    );

    await client.migrate(MIGRATIONS_DIR);

    const { rows } = await client.query<{
      id: string;
      profile_status: string;
      languages: string[];
    }>(
      `select u.id, u.profile_status, bp.languages from users u join buddy_profiles bp on bp.user_id = u.id`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(listed)).toMatchObject({
      profile_status: 'approved',
      languages: ['English', 'Dutch'],
    });
    expect(byId.get(flagsOnly)?.languages).toEqual(['Dutch']);
    expect(byId.get(listOnly)?.languages).toEqual(['English', 'Dutch']);
    expect(byId.get(unpublished)?.profile_status).toBe('suspended');
    expect(byId.get(waiting)?.profile_status).toBe('pending');
    expect(byId.get(refused)?.profile_status).toBe('rejected');

    const log = await client.query<{
      buddy_id: string;
      from_status: string | null;
      to_status: string;
    }>(`select buddy_id, from_status, to_status, actor_role from buddy_status_changes`);
    expect(log.rows).toHaveLength(6);
    expect(log.rows).toContainEqual(
      expect.objectContaining({
        buddy_id: unpublished,
        from_status: null,
        to_status: 'suspended',
        actor_role: 'system',
      }),
    );
    const columns = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name in ('users', 'buddy_profiles')
         and column_name in ('is_approved', 'published', 'teaches_english', 'teaches_dutch')`,
    );
    expect(columns.rows).toEqual([]);
    await client.close();
  });
});
