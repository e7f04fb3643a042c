import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { prepared } from '../db/prepared';
import { userEvents } from '../db/schema/events';
import { now } from './clock';
import type { EventBus } from './event-bus';

/**
 * How long a kept answer may be served at most: what no event tells a user (another user's new
 * name, a session ending while nothing happens) shows this late.
 */
export const USER_READS_TTL_MS = 30_000;
/** Kept answers' bytes at most (of the serialized JSON); the least recently used go first. */
const USER_READS_MAX_CHARS = 32 * 1024 * 1024;

interface Kept {
  /** The user's events' version when the answer was made. */
  version: number;
  /** How many times buddies had changed then (`buddies-changed`). */
  buddiesVersion: number;
  /** How many times any buddy's open times had changed then, for answers that show them. */
  openTimesVersion: number | undefined;
  body: string;
  /** The headers the answer was made with that describe it: its `Link`, and those asked for. */
  headers: [string, string][];
  madeAt: number;
}

/** What else than the user's events and buddies makes an answer old. */
export interface KeptAnswerOptions {
  /**
   * The answer shows buddies' open times (their next free time, an order that counts them): it
   * is made again once any buddy's open times changed (`open-times-changed`).
   */
  showsOpenTimes?: boolean;
  /** Headers besides `Link` the answer is made with and sends again when kept. */
  headers?: readonly string[];
}

/** Where a kept answer's version comes from: a number that changes with every user event. */
export interface EventVersions {
  of(userId: string): number | Promise<number>;
}

const ownerId = sql.placeholder('ownerId');
const newestEvent = prepared((db) =>
  db
    .select({ id: userEvents.id })
    .from(userEvents)
    .where(eq(userEvents.userId, ownerId))
    .orderBy(desc(userEvents.id))
    .limit(1)
    .prepare('newest_user_event'),
);

/**
 * PostgreSQL, shared by several processes: the user's newest event, read (one indexed read).
 * A notification could reach this process after the writer's answer reached the user, so only
 * a read is sure to see a change the user just made through another process.
 */
export const readVersions = (db: Executor): EventVersions => ({
  of: async (userId) => (await newestEvent(db).execute({ ownerId: userId }))[0]?.id ?? 0,
});

/**
 * The embedded database: this process is its only writer, and PGlite hands a transaction's
 * notifications to the event bus before the transaction resolves (a test holds it to that). A
 * count of the `user-events` heard per user is then as sure as the read, and costs no query.
 */
export function countedVersions(events: EventBus): EventVersions {
  const counts = new Map<string, number>();
  events.subscribe((event) => {
    if (event.type !== 'user-events') return;
    for (const userId of event.userIds) counts.set(userId, (counts.get(userId) ?? 0) + 1);
  });
  return { of: (userId) => counts.get(userId) ?? 0 };
}

/**
 * A user's own reads (their conversations, sessions, counters) answered from memory while
 * nothing has happened to them (decision 023). Everything that changes what they read is told
 * to them as a user event (`tellUsers`: a message, a read receipt, a session's change), so an
 * answer is kept with the version of the user's events (`EventVersions`), and served again only
 * while that is still the version: instead of the route's queries, presenting and
 * serialization. The version is taken before the answer is made, so an answer can be older than
 * its version's events only in the direction that makes it made again. Answers live at most
 * `USER_READS_TTL_MS` by the server's clock, either way (a test moving the clock back too).
 */
export class UserReads {
  private readonly kept = new Map<string, Kept>();
  private chars = 0;
  private buddiesVersion = 0;
  private openTimesVersion = 0;

  /**
   * Answers also show buddies (names, photos, who may be written to): they are made again once
   * buddies changed, as the public reads are, when this process hears of it; those that show
   * open times, once any buddy's changed.
   */
  constructor(
    private readonly versions: EventVersions,
    events: EventBus,
  ) {
    events.subscribe((event) => {
      if (event.type === 'buddies-changed' || event.type === 'missed') this.buddiesVersion++;
      if (event.type === 'open-times-changed' || event.type === 'missed') this.openTimesVersion++;
    });
  }

  /**
   * Sends `owner`'s answer to `request`, kept or made by `make` (whose `Link` header, and those
   * `options` name, are kept with it). Answers are told apart by route and validated parameters
   * and query, so a query padded with unknown parameters finds the same answer. Without an owner
   * (a moderator reading someone else's), the answer is made afresh.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: string | undefined,
    make: () => Promise<unknown>,
    options: KeptAnswerOptions = {},
  ): Promise<FastifyReply> {
    if (owner === undefined) return reply.send(await make());
    const buddiesVersion = this.buddiesVersion;
    const openTimesVersion = options.showsOpenTimes ? this.openTimesVersion : undefined;
    const version = await this.versions.of(owner);
    const at = now().getTime();
    const { url, schema } = request.routeOptions;
    // A route's query counts as its schema has parsed it (unknown parameters dropped); a route
    // without one reads none.
    const query = schema?.querystring ? request.query : null;
    const id = JSON.stringify([owner, url, request.params, query]);
    const found = this.kept.get(id);
    if (found) this.drop(id);
    let answer: Kept;
    if (
      found &&
      found.version === version &&
      found.buddiesVersion === buddiesVersion &&
      found.openTimesVersion === openTimesVersion &&
      Math.abs(at - found.madeAt) <= USER_READS_TTL_MS
    ) {
      answer = found;
      for (const [name, value] of answer.headers) reply.header(name, value);
    } else {
      const value = await make();
      answer = {
        version,
        buddiesVersion,
        openTimesVersion,
        body: String(reply.serialize(value)),
        headers: ['link', ...(options.headers ?? [])].flatMap((name) => {
          const header = reply.getHeader(name);
          return typeof header === 'string' ? [[name, header] as [string, string]] : [];
        }),
        madeAt: at,
      };
    }
    this.keep(id, answer);
    return reply.type('application/json; charset=utf-8').send(answer.body);
  }

  /**
   * Keeps `answer`, last in the order of use. Requests that made the same answer at once (each
   * found none kept) keep it in turn: each replaces the one before, whose size is given back.
   */
  private keep(id: string, answer: Kept) {
    this.drop(id);
    this.kept.set(id, answer);
    this.chars += answer.body.length;
    for (const [oldest] of this.kept) {
      if (this.chars <= USER_READS_MAX_CHARS) break;
      this.drop(oldest);
    }
  }

  /** Forgets the answer kept under `id`, if any, and its size. */
  private drop(id: string) {
    const answer = this.kept.get(id);
    if (answer && this.kept.delete(id)) this.chars -= answer.body.length;
  }
}
