import { and, eq, getTableColumns, getTableName, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ProfileStatus } from '../../shared/buddy-status';
import { DELETED_USER_NAME } from '../../shared/privacy';
import type { Role } from '../../shared/roles';
import type { Executor } from '../db/client';

/**
 * What one module holds about a user, and where (issue 20; the list is src/server/personal-data.ts):
 * the tables it owns with rows about users, what it hands to the user's export, and how it
 * erases them when the user deletes their account. The data export and the deletion run through
 * these contracts only, and a test fails when a table with a foreign key to `users`, or a column
 * holding a name, an email or a phone number, is in no contract's tables.
 */
export interface PersonalDataContract {
  /** The module, as the export names its part. */
  module: string;
  /** The SQL names of the tables this contract covers. */
  tables: readonly string[];
  /** Everything held about the user in those tables, by section, as JSON-ready values. */
  exportFor(db: Executor, user: { id: string; email: string }): Promise<Record<string, unknown>>;
  /**
   * Removes, in the deletion's transaction, what in those tables is the user's alone, and
   * anonymises what is also someone else's history (decisions 010 and 034).
   */
  eraseFor(tx: Executor, user: ErasedUser, erasure: Erasure): Promise<void>;
}

/** The account being deleted as it was before: what mentions of it look like. */
export interface ErasedUser {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  photo: string | null;
  role: Role;
  profileStatus: ProfileStatus;
  createdAt: Date;
}

/** One account deletion, as every contract's erase step shares it. */
export interface Erasure {
  at: Date;
  /** Why the user left, if they said: for the moderators' tombstone only. */
  reason: string | null;
  /** Where uploaded photos are stored. */
  uploadsDir: string;
  /** Work on files, done once the transaction has committed (never for one rolled back). */
  afterCommit(work: () => Promise<void>): void;
}

/** The SQL names of drizzle tables, for a contract's `tables`. */
export const tableNames = (...tables: PgTable[]) => tables.map((table) => getTableName(table));

/**
 * A table's rows matching `where`, every column but the secrets named in `omit` (password and
 * token hashes): the user is given what is held, never what would let someone sign in as them.
 */
export function rowsAbout<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  omit: readonly (keyof T['_']['columns'])[] = [],
) {
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !omit.includes(name)),
  );
  return db
    .select(columns)
    .from(table as PgTable)
    .where(where);
}

type Mentioned = Pick<ErasedUser, 'fullName' | 'email' | 'phone'>;

/** The user's name, email and phone: what names them in other people's texts. */
const identifiersOf = (user: Mentioned) =>
  [user.fullName, user.email, user.phone].filter((value): value is string => Boolean(value));

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * The forms a mention takes: as typed, as a rendered mail's HTML writes it, and as a calendar
 * file's text (RFC 5545 escapes backslashes, commas and semicolons).
 */
const formsOf = (value: string) => [
  value,
  value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!),
  value.replace(/[\\,;]/g, (c) => `\\${c}`),
];

/**
 * Every mention of the user in a text, as whole words and in any case: their name, email and
 * phone in each form they are written in (longest first, so that an email is not cut at a name).
 */
export function mentionsOf(user: Mentioned): RegExp {
  const forms = [...new Set(identifiersOf(user).flatMap(formsOf))].sort(
    (a, b) => b.length - a.length,
  );
  const alternatives = forms.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** A text with every mention of the user (`mentionsOf`) reading 'Deleted user'. */
export const withoutMentions = (text: string, mentions: RegExp) =>
  text.replace(mentions, DELETED_USER_NAME);

/** A JSON value with every string in it `withoutMentions`. */
export function jsonWithoutMentions<T>(value: T, mentions: RegExp): T {
  if (typeof value === 'string') return withoutMentions(value, mentions) as T;
  if (Array.isArray(value)) return value.map((item) => jsonWithoutMentions(item, mentions)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, jsonWithoutMentions(item, mentions)]),
    ) as T;
  }
  return value;
}

/**
 * Rows whose column (text, or jsonb read as its text) may mention the user: any case of their
 * name, email or phone anywhere in it. A cheap first look; `mentionsOf` decides.
 */
export function mayMention(column: AnyPgColumn, user: Mentioned, json = false): SQL {
  const needles = identifiersOf(user).map((value) =>
    (json ? JSON.stringify(value).slice(1, -1) : value).toLowerCase(),
  );
  return or(...needles.map((needle) => sql`strpos(lower(${column}::text), ${needle}) > 0`))!;
}

/**
 * Rewrites every mention of the user (`mentionsOf`) in the text or jsonb `columns` of the rows
 * of `table` that `where` picks: a text clipped to `maxLength` where a check limits it. `rewrite`
 * says how one value loses its mentions (a mail's calendar file needs more than its strings).
 */
export async function rewriteMentions<T extends PgTable>(
  tx: Executor,
  user: Mentioned,
  table: T,
  rows: {
    key: AnyPgColumn;
    columns: readonly AnyPgColumn[];
    where?: SQL | undefined;
    maxLength?: number;
    rewrite?: (value: unknown, mentions: RegExp) => unknown;
  },
): Promise<void> {
  const { key, columns, maxLength, rewrite = jsonWithoutMentions } = rows;
  const names = Object.entries(getTableColumns(table));
  const nameOf = (column: AnyPgColumn) => names.find(([, c]) => c === column)![0];
  const found = await tx
    .select({ key, ...Object.fromEntries(columns.map((column) => [nameOf(column), column])) })
    .from(table as PgTable)
    .where(
      and(
        rows.where,
        or(...columns.map((column) => mayMention(column, user, column.dataType === 'json'))),
      ),
    );
  const mentions = mentionsOf(user);
  for (const row of found as Record<string, unknown>[]) {
    const set: Record<string, unknown> = {};
    for (const column of columns) {
      const name = nameOf(column);
      const before = row[name];
      let after = rewrite(before, mentions);
      if (typeof after === 'string' && maxLength !== undefined) after = after.slice(0, maxLength);
      if (JSON.stringify(after) !== JSON.stringify(before)) set[name] = after;
    }
    if (Object.keys(set).length > 0) {
      await tx
        .update(table as PgTable)
        .set(set)
        .where(eq(key, row.key));
    }
  }
}
