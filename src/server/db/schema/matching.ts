import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  MATCH_NOTE_MAX,
  MATCH_OVERRIDE_KINDS,
  type MatchOverrideKind,
} from '../../../shared/matching-schemas';
import { oneOf } from './checks';
import { users } from './users';

/**
 * Staff's pins and hides of a learner's matches (decision 064): one per learner and buddy, set
 * again to replace. A pin's note is shown to the learner; a hide's stays with the team.
 */
export const matchOverrides = pgTable(
  'match_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buddyId: uuid('buddy_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MatchOverrideKind>().notNull(),
    note: text('note'),
    /** The moderator or learning expert who set it; null once their account is gone. */
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('match_overrides_learner_buddy_key').on(t.learnerId, t.buddyId),
    // A deleted buddy's rows, and a deleted staff member's.
    index('match_overrides_buddy_idx').on(t.buddyId),
    index('match_overrides_set_by_idx').on(t.setBy),
    check('match_overrides_kind_check', oneOf(t.kind, MATCH_OVERRIDE_KINDS)),
    check(
      'match_overrides_note_check',
      sql`(${t.note} is null or char_length(${t.note}) between 1 and ${sql.raw(String(MATCH_NOTE_MAX))}) and (${t.kind} <> 'pin' or ${t.note} is not null)`,
    ),
  ],
);
