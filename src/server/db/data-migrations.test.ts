import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { messageText, storedLine } from '../../shared/session-lines';
import {
  emptyDatabase,
  migrationsBefore,
  type EmptyDatabase,
} from '../../../tests/support/migrations';
import { MIGRATIONS_DIR } from '../paths';

/**
 * The migrations that change data, on one database that goes through them in turn: filled in
 * the schema before each, checked after it (one walk through the migrations, not one each).
 */
const before0007 = migrationsBefore('0007_buddy-status');
const before0013 = migrationsBefore('0013_session-transitions-and-lines');
afterAll(() => {
  for (const dir of [before0007, before0013]) rmSync(dir, { recursive: true, force: true });
});

/** 0007: one status, one languages list. Migrates up to 0013. */
async function buddiesKept(client: EmptyDatabase) {
  await client.migrate(before0007);
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

  await client.migrate(before0013);

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
}

/** 0013: session lines as data, a log of statuses; 0016: learners active. Migrates to the end. */
async function sessionLinesKept(client: EmptyDatabase) {
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
  // A counter-proposal the learner declined: its counter terms stay.
  const declined = await client.query<{ id: string }>(
    `insert into sessions (learner_id, buddy_id, activity_id, status, starts_at, ends_at,
     duration_minutes, location, price_cents, rate_min_cents, rate_max_cents, message,
     buddy_response, counter_starts_at, counter_duration_minutes, counter_location,
     counter_price_cents, created_at, updated_at)
   values ($1, $2, 'coffee-chats', 'rejected', '2026-07-01T08:30:00Z', '2026-07-01T09:30:00Z',
     60, 'Dam', 2500, 2500, 2500, 'Hi', 'Later?', '2026-07-02T08:30:00Z', 60, 'Dam', 2500,
     now(), now())
   returning id`,
    [lea, bo],
  );
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
  // Lines that read back only if the parser and the wording agree on every part: a one-digit
  // day in September ("Sep"), a place with a euro sign, parentheses and commas, words over
  // several lines, a price over a thousand euros.
  const tricky = [
    'Proposal approved: Coffee Chats on Sat 5 Sep 2026 at 09:00 (60 minutes) at Bar €5 (back room), Dam, €25.00.',
    'Suggested another time: Coffee Chats on Sun 25 Oct 2026 at 14:00 (180 minutes) at Café, €2.50, €1250.00.\n\nLine one\n\nLine two',
  ];
  for (const line of tricky) await message(bo, lea, line);
  // A place over two lines does not read as a line: it stays text.
  const twoLines =
    'Session cancelled: Coffee Chats on Wed 1 Jul 2026 at 10:30 (60 minutes) at Café,\nDam 1, €25.00.';
  await message(bo, lea, twoLines);

  // 0016: a learner waiting 'pending' is active; a buddy waiting stays so.
  const waiting = `insert into users (email, password_hash, role, full_name, username, profile_status)
     values ($1, 'x', $2, $1, $1, 'pending')`;
  await client.query(waiting, ['pat', 'learner']);
  await client.query(waiting, ['ben', 'buddy']);

  await client.migrate(MIGRATIONS_DIR);

  const statuses = await client.query<{ email: string; profile_status: string }>(
    `select email, profile_status from users where email in ('pat', 'ben') order by email`,
  );
  expect(statuses.rows).toEqual([
    { email: 'ben', profile_status: 'pending' },
    { email: 'pat', profile_status: 'approved' },
  ]);

  const lines = await client.query<{
    content: string;
    line_kind: 'proposed' | null;
    line_terms: null;
  }>(
    `select content, line_kind, line_terms from messages where sender_id = $1 or line_kind = $2
     order by line_kind nulls last`,
    [lea, 'cancelled'],
  );
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
  expect(messageText({ content: second!.content, line })).toBe(`${proposal}\n\nShall we?\nSee you`);
  expect(third).toMatchObject({ line_kind: null, content: 'Not a line about the session' });
  const readBack = await client.query<{
    content: string;
    line_kind: 'approved' | 'countered' | null;
    line_terms: null;
  }>(
    `select content, line_kind, line_terms from messages where sender_id = $1 order by created_at, id`,
    [bo],
  );
  const texts = readBack.rows.map((m) =>
    messageText({ content: m.content, line: storedLine(m.line_kind, m.line_terms) }),
  );
  expect(texts).toEqual(expect.arrayContaining([...tricky, twoLines]));
  expect(readBack.rows.filter((m) => m.line_kind === null).map((m) => m.content)).toEqual([
    twoLines,
  ]);

  const log = await client.query<{ event: string; to_status: string; actor: string }>(
    `select event, from_status, to_status, actor, actor_id, reason from session_status_changes
     where session_id = $1 order by id`,
    [session],
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
  const declinedLog = await client.query<{ event: string }>(
    `select event, from_status, to_status, actor, actor_id, reason from session_status_changes
     where session_id = $1 order by id`,
    [declined.rows[0]!.id],
  );
  expect(declinedLog.rows).toEqual([
    expect.objectContaining({ event: 'propose', from_status: null, to_status: 'pending' }),
    expect.objectContaining({
      event: 'modify',
      from_status: 'pending',
      to_status: 'modified',
      actor: 'buddy',
      actor_id: bo,
      reason: 'Later?',
    }),
    expect.objectContaining({
      event: 'decline',
      from_status: 'modified',
      to_status: 'rejected',
      actor: 'learner',
      actor_id: lea,
    }),
  ]);
}

describe('data migrations', () => {
  it(
    'keep buddies (0007) and session lines (0013) as they were meant',
    { timeout: 90_000 },
    async () => {
      const client = await emptyDatabase();
      await buddiesKept(client);
      await sessionLinesKept(client);
      await client.close();
    },
  );
});
