import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { messageText, storedLine } from '../../shared/session-lines';
import { emptyDatabase, migrationsBefore } from '../../../tests/support/migrations';
import { MIGRATIONS_DIR } from '../paths';

const olderMigrations = migrationsBefore('0013_session-transitions-and-lines');
afterAll(() => rmSync(olderMigrations, { recursive: true, force: true }));

describe('migration 0013 (session lines as data, a log of statuses)', () => {
  it(
    'turns English session lines into data and starts every log',
    { timeout: 60_000 },
    async () => {
      const client = await emptyDatabase();
      await client.migrate(olderMigrations);
      const user = async (name: string, role: string) => {
        const { rows } = await client.query<{ id: string }>(
          `insert into users (email, password_hash, role, full_name, username, profile_status)
         values ($1, 'x', $2, $1, $1, 'approved') returning id`,
          [name, role],
        );
        return rows[0]!.id;
      };
      const [lea, bo] = [await user('lea', 'learner'), await user('bo', 'buddy')];
      await client.query(
        `insert into activities (id, title, group_id, sort_order) values ('coffee-chats', 'Coffee Chats', 'chatting', 1)`,
      );
      const { rows } = await client.query<{ id: string }>(
        `insert into sessions (learner_id, buddy_id, activity_id, status, starts_at, ends_at,
         duration_minutes, location, price_cents, rate_min_cents, rate_max_cents, message,
         cancelled_by, cancel_reason, created_at, updated_at)
       values ($1, $2, 'coffee-chats', 'cancelled', '2026-07-01T08:30:00Z', '2026-07-01T09:30:00Z',
         60, 'Café, de Jaren', 2500, 2500, 2500, 'Hi', $2, 'Ill', now(), now())
       returning id`,
        [lea, bo],
      );
      const session = rows[0]!.id;
      const message = (from: string, to: string, content: string) =>
        client.query(
          `insert into messages (sender_id, receiver_id, content, session_id, created_at)
         values ($1, $2, $3, $4, now())`,
          [from, to, content, session],
        );
      const proposal =
        'Activity proposal: Coffee Chats on Wed 1 Jul 2026 at 10:30 (60 minutes) at Café, de Jaren, €25.00.';
      await message(lea, bo, `${proposal}\n\nShall we?\nSee you`);
      await message(
        bo,
        lea,
        'Session cancelled: Coffee Chats on Wed 1 Jul 2026 at 10:30 (60 minutes) at Café, de Jaren, €25.00.',
      );
      await message(lea, bo, 'Not a line about the session');

      await client.migrate(MIGRATIONS_DIR);

      const lines = await client.query<{
        content: string;
        line_kind: 'proposed' | null;
        line_terms: null;
      }>(`select content, line_kind, line_terms from messages order by line_kind nulls last`);
      const [first, second, third] = lines.rows;
      expect(first).toMatchObject({ line_kind: 'cancelled', content: '' });
      expect(second).toMatchObject({ line_kind: 'proposed', content: 'Shall we?\nSee you' });
      expect(second!.line_terms).toEqual({
        activityId: 'coffee-chats',
        startsAt: '2026-07-01T08:30:00.000Z',
        durationMinutes: 60,
        location: 'Café, de Jaren',
        priceCents: 2500,
      });
      // Worded again, the line reads as it did.
      const line = storedLine(second!.line_kind, second!.line_terms);
      expect(messageText({ content: second!.content, line })).toBe(
        `${proposal}\n\nShall we?\nSee you`,
      );
      expect(third).toMatchObject({ line_kind: null, content: 'Not a line about the session' });

      const log = await client.query<{ event: string; to_status: string; actor: string }>(
        `select event, to_status, actor, actor_id, reason from session_status_changes order by id`,
      );
      expect(log.rows).toEqual([
        expect.objectContaining({ event: 'propose', to_status: 'pending', actor: 'learner' }),
        expect.objectContaining({
          event: 'cancel',
          to_status: 'cancelled',
          actor: 'buddy',
          actor_id: bo,
          reason: 'Ill',
        }),
      ]);
      await client.close();
    },
  );
});
