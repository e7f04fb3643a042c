import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Language } from '../../shared/languages';

/** A condition on a buddy's id (a column of the asker's query): the buddies list's filters. */
export type BuddyPassing = (buddyId: AnyColumn) => SQL;

/** The list a learner's ranking is asked for: its language, and what its filters let through. */
export interface RankedList {
  language: Language;
  passing: BuddyPassing;
  /** The filters, as a key: the same filters give the same key (a ranking is kept by it). */
  key: string;
}

/**
 * The buddies list's recommended order for a learner (decision 063). The list is the buddies
 * module's and the ranking the matching module's, above it: matching makes the order
 * (`ModuleParts.matchOrder`), the app decorates itself with it (`app.matchOrder`), and the list
 * asks it for the learner's ranking within the list's filters. Types only.
 */
export interface MatchOrder {
  /**
   * The ids of the listed buddies ranked for the learner, best first, among those the list's
   * filters let through; none while the learner's matching form says nothing to match on, or
   * for a list of another language than the one they practise.
   */
  rankedIds(learnerId: string, list: RankedList): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The match order, from the module that makes it (matching); null without one. */
    matchOrder: MatchOrder | null;
  }
}
