import { z } from 'zod';
import { INVALID_CURSOR } from './buddies';

/**
 * Where a keyset page of a newest-first list continues: strictly before this row, by its time
 * (a message's sending, a session's start) and then its id. The cursor is opaque to callers
 * (base64url of `time|id`); it comes from the `Link` header of the page before (decision 020).
 */
export interface PageCursor {
  at: Date;
  id: string;
}

const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const encodePageCursor = ({ at, id }: PageCursor) =>
  btoa(`${at.toISOString()}|${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The row a cursor names, or undefined for anything the server did not write: only a four-digit
 * year from 0001 and a time that reads back the same (no 24:00, no 31 June), so the database
 * never sees a date or an id it cannot read.
 */
export function decodePageCursor(cursor: string): PageCursor | undefined {
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const [, time, id] = CURSOR_PATTERN.exec(text) ?? [];
  if (!time || !id || time.startsWith('0000')) return undefined;
  const at = new Date(time);
  return at.toISOString() === time ? { at, id } : undefined;
}

/** `?before=`: a cursor the server wrote, or a 400 with INVALID_CURSOR before any SQL. */
export const BeforeCursorSchema = z
  .string()
  .max(200, INVALID_CURSOR)
  .transform((cursor, ctx) => {
    const decoded = decodePageCursor(cursor);
    if (!decoded) ctx.addIssue({ code: 'custom', message: INVALID_CURSOR });
    return decoded ?? z.NEVER;
  });
