import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { addAmsterdamDays, amsterdamDate } from '../../src/shared/amsterdam-time';
import type { ProfileStatus } from '../../src/shared/buddy-status';
import { interviewSlotsOn, isInterviewDay } from '../../src/shared/interviews';
import { encodePageCursor } from '../../src/shared/page-cursor';
import type { Role } from '../../src/shared/roles';
import { SESSION_DURATIONS } from '../../src/shared/sessions';
import { rateLimits } from '../../src/server/db/schema/auth';
import { availabilitySlots } from '../../src/server/db/schema/availability';
import { interviews } from '../../src/server/db/schema/interviews';
import { sessions } from '../../src/server/db/schema/sessions';
import { users } from '../../src/server/db/schema/users';
import { hashToken } from '../../src/server/lib/tokens';
import { findLiveAuthSession } from '../../src/server/modules/auth/repository';
import { changeAccountStatus } from '../../src/server/modules/buddies/status';
import { sessionFor } from './auth-helpers';
import { buildBuddy, buildLearner, buildStaff, TEST_PASSWORD } from './factories';
import type { FakeStripe } from './fake-stripe';
import { inHours } from './hours';
import { Known, type FuzzRoute } from './route-cases';
import { postAs, type Party } from './sessions';
import { deliver, payAtStripe } from './stripe-sessions';
import type { TestApp } from './test-app';
import type { Hints } from './zod-arbitrary';

/**
 * The records the schema fuzz test's callers have (decision 043): a learner, a buddy, a moderator
 * and a learning expert signed in; sessions between the learner and the buddy in each state
 * routes act on (held ones among them); buddies in review, one with an interview; a support
 * message, a slot, a calendar feed. Cases name them by Known stand-ins, looked up when a request
 * is sent, as cases change them: a caller whose account a case ends is replaced, a session a case
 * answered is built again.
 */

type Signed = Party & { status: ProfileStatus };

const USERS = ['learner', 'buddy', 'moderator', 'expert', 'otherLearner', 'otherBuddy'];
const USERS_IN_REVIEW = ['applicant', 'inReview', 'interviewed'];
const SESSIONS = [
  'pending',
  'countered',
  'unpaid',
  'booked',
  'moving',
  'ended',
  'completed',
] as const;
const ALL_IDS = [...USERS, ...USERS_IN_REVIEW, ...SESSIONS, 'interview', 'support', 'slot'];
type SessionKind = (typeof SESSIONS)[number];

/** Each kind of session as built: its status, whether a move is asked, and who confirmed. */
const BUILT_AS: Record<SessionKind, string> = {
  pending: 'pending',
  countered: 'modified',
  unpaid: 'awaiting_payment',
  booked: 'approved',
  moving: 'approved moving',
  ended: 'approved',
  completed: 'completed learner buddy',
};

/** The buddies in the experts' hands, by the status they were built in. */
const IN_REVIEW_AS: Record<string, ProfileStatus> = {
  applicant: 'pending',
  inReview: 'expert_review',
  interviewed: 'interview_scheduled',
};

const HOUR_MS = 60 * 60_000;
const SIGN_IN_AGAIN_MS = 30 * 60_000;

/** Routes that act on a session by its id. */
const ABOUT_A_SESSION = /:sessionId|^\/api\/(proposals|moderator\/mark-notified)\/:id/;

/** The interview slots of the first weekday two days ahead or later. */
function nextInterviewSlots() {
  for (let days = 2; ; days++) {
    const date = amsterdamDate(addAmsterdamDays(new Date(), days));
    if (isInterviewDay(date, new Date())) return interviewSlotsOn(date).map((d) => d.toISOString());
  }
}

const known = (...names: readonly string[]) =>
  fc.constantFrom(...names).map((name) => new Known(name));

/** Cursors as the server writes them (decision 020), of rows that may or may not exist. */
const cursor = fc
  .tuple(
    fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
    fc.uuid(),
  )
  .map(([at, id]) => encodePageCursor({ at, id }));

/** Values fields often hold, by name, beside what their schemas generate. */
const FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  id: known('self', 'buddySlug', 'otherBuddySlug', ...USERS),
  token: known('feedToken'),
  startTime: fc.constantFrom('08:00', '09:30', '13:00', '17:45'),
  endTime: fc.constantFrom('09:00', '12:00', '18:00', '23:45'),
  day: fc.integer({ min: 0, max: 6 }),
  duration: fc.constantFrom(...SESSION_DURATIONS),
  // A day on which the experts interview.
  timeSlot: fc.constantFrom(...nextInterviewSlots()),
  email: known('learnerEmail', 'buddyEmail'),
  // The callers' own password: a sign-in, or a change that keeps it (and so the world) as it is.
  password: known('password'),
  currentPassword: known('password'),
  newPassword: known('password'),
  confirmPassword: known('password'),
  before: cursor,
  after: cursor,
};

/** The kind of session a route's action fits, by its path (cases try the other kinds too). */
const FITTING_SESSION: [RegExp, SessionKind][] = [
  [/\/move\/(accept|decline|withdraw)$/, 'moving'],
  [/\/(accept|decline)$/, 'countered'],
  [/\/(approve|reject|modify)$/, 'pending'],
  [/\/(confirm-session|report)$/, 'ended'],
  [/\/review$/, 'completed'],
  [/\/checkout\//, 'unpaid'],
  [/\/(move|cancel|edit)$|\/payments\/sessions\//, 'booked'],
];

/** The kind of session a route about sessions acts on best: a booking unless its path says. */
const fittingSession = (route: FuzzRoute): SessionKind =>
  FITTING_SESSION.find(([path]) => path.test(route.url))?.[1] ?? 'booked';

/** Which records an id field names: by its name, or for `id` by the route's path. */
function idsFor(route: FuzzRoute, field: string): readonly string[] {
  if (field === 'sessionId') return SESSIONS;
  if (field.startsWith('buddy')) return ['buddy', 'otherBuddy'];
  if (field.startsWith('learner') || field.startsWith('sender')) return ['self', 'learner'];
  if (field !== 'id') return ['self', ...USERS];
  if (ABOUT_A_SESSION.test(route.url)) return SESSIONS;
  if (route.url.includes('/interviews/')) return ['interview'];
  if (route.url.startsWith('/api/support-messages')) return ['support'];
  if (route.url.includes('/slots/')) return ['slot'];
  if (/review-profile|send-interview|complete-interview/.test(route.url)) return USERS_IN_REVIEW;
  return ['self', ...USERS];
}

export class FuzzWorld {
  /** Hours ahead of the next session built: each its own, as the buddy's booked time is held. */
  private nextHour = 72;
  /** Hours ago that the last session held ended. */
  private hoursAgo = 2;
  /** Interview slots taken so far (of the next day on which the experts interview). */
  private interviewsBooked = 0;
  private signedInAt = Date.now();

  private constructor(
    private readonly t: TestApp,
    private readonly stripe: FakeStripe,
    readonly callers: Record<Role, Signed>,
    /** Ids, slugs and other values by name, for Known stand-ins. */
    readonly known: Record<string, string> = {},
  ) {}

  static async build(t: TestApp, stripe: FakeStripe): Promise<FuzzWorld> {
    const signedIn = (user: { id: string; email: string }) => signIn(t, user);
    const built = await buildBuddy(t.db);
    const other = await buildBuddy(t.db);
    const world = new FuzzWorld(t, stripe, {
      learner: await signedIn(await buildLearner(t.db)),
      buddy: await signedIn(built.user),
      moderator: await signedIn(await buildStaff(t.db, 'moderator')),
      learning_expert: await signedIn(await buildStaff(t.db, 'learning_expert')),
    });
    const { learner, buddy, moderator, learning_expert: expert } = world.callers;
    Object.assign(world.known, {
      learner: learner.id,
      buddy: buddy.id,
      moderator: moderator.id,
      expert: expert.id,
      otherLearner: (await buildLearner(t.db)).id,
      otherBuddy: other.user.id,
      support: (
        await world.created(learner, '/api/support-messages', { subject: 'Help', content: 'Hi' })
      ).id,
      slot: await world.availabilitySlot(),
      buddySlug: built.profile.slug,
      otherBuddySlug: other.profile.slug,
      feedToken: await world.feedToken(),
      learnerEmail: learner.email,
      buddyEmail: buddy.email,
      password: TEST_PASSWORD,
    });
    for (const kind of SESSIONS) world.known[kind] = await world.buildSession(kind);
    await world.rebuildChangedReviews();
    return world;
  }

  /** What a Known stand-in names, for a case sent by `caller` (`self` is the caller). */
  lookup(caller: Role | 'none') {
    return (name: string) =>
      name === 'self' ? (caller === 'none' ? '' : this.callers[caller].id) : this.known[name]!;
  }

  /** Values the world's records give a route's fields, beside what their schemas generate. */
  hintsFor(route: FuzzRoute): Hints {
    return {
      uuid: (name) =>
        fc.oneof(
          ...(ABOUT_A_SESSION.test(route.url)
            ? [{ weight: 4, arbitrary: known(fittingSession(route)) }]
            : []),
          { weight: 4, arbitrary: known(...idsFor(route, name)) },
          { weight: 1, arbitrary: known(...ALL_IDS) },
          { weight: 1, arbitrary: fc.uuid() },
        ),
      field: (name) => FIELDS[name],
    };
  }

  /**
   * Before a route: no throttling counts (the cases of earlier routes would leave a later one
   * nothing but 429s), and the records its cases act on as they were built.
   */
  async prepareFor(route: FuzzRoute) {
    await this.t.db.delete(rateLimits);
    // A sign-in slides its expiry with a write once an hour, whoever's request it is: a long run
    // signs in anew before that, so that no refused request is seen to write it.
    if (Date.now() - this.signedInAt > SIGN_IN_AGAIN_MS) {
      for (const caller of Object.values(this.callers))
        caller.token = await sessionFor(this.t.db, caller);
      this.signedInAt = Date.now();
    }
    // Cases of the feed's own routes made a new feed or ended it.
    if (route.url.includes(':token')) this.known.feedToken = await this.feedToken();
    await this.restore(route);
  }

  /**
   * The records a route's cases act on, built again where a case used them up (answered a
   * proposal, deleted a slot, held an interview): before the route, and after each case that
   * wrote, so that the next case finds them as the first did.
   */
  async restore(route: FuzzRoute) {
    if (route.url.includes('/slots/')) {
      const [slot] = await this.t.db
        .select({ id: availabilitySlots.id })
        .from(availabilitySlots)
        .where(
          and(
            eq(availabilitySlots.id, this.known.slot!),
            eq(availabilitySlots.buddyId, this.callers.buddy.id),
          ),
        );
      if (!slot) this.known.slot = await this.availabilitySlot();
    }
    // The session the route fits only: each costs a few requests (a booking is paid at Stripe).
    if (ABOUT_A_SESSION.test(route.url)) await this.rebuildChangedSessions([fittingSession(route)]);
    if (/^\/api\/(expert|moderator\/review-profile)\//.test(route.url))
      await this.rebuildChangedReviews();
  }

  /**
   * After a write the callers must still be who they were: a new sign-in for one whose sign-in a
   * case ended (logout, a password change), the old status back after a suspension or a review,
   * and a new account when theirs was deleted.
   */
  async keepCallersUsable() {
    const moderator = { id: this.callers.moderator.id, role: 'moderator' as const };
    for (const [role, caller] of Object.entries(this.callers) as [Role, Signed][]) {
      let live = await findLiveAuthSession(this.t.db, hashToken(caller.token));
      if (!live) {
        caller.token = await sessionFor(this.t.db, caller);
        live = await findLiveAuthSession(this.t.db, hashToken(caller.token));
      }
      try {
        if (!live) throw new Error('deleted');
        if (live.accountStatus !== caller.status)
          await changeAccountStatus(this.t.db, {
            userId: caller.id,
            to: caller.status,
            actor: moderator,
          });
      } catch {
        await this.replaceCaller(role);
      }
    }
  }

  /** A request of the world's own making, which the cases' throttling counts never stop. */
  private async post(who: Party, url: string, payload: object) {
    const res = await postAs(this.t, who, url, payload);
    if (res.statusCode !== 429) return res;
    await this.t.db.delete(rateLimits);
    return postAs(this.t, who, url, payload);
  }

  /** A record made through the API. */
  private async created(who: Party, url: string, payload: object) {
    const res = await this.post(who, url, payload);
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string; url: string };
  }

  /**
   * A session between the learner and the buddy in a state routes act on: a proposal, the buddy's
   * counter-proposal, an approved one waiting for its payment, a booking (paid), or a booking the
   * learner asked to move.
   */
  private async buildSession(kind: SessionKind) {
    const { learner, buddy } = this.callers;
    const at = (this.nextHour += 3);
    const { id } = await this.created(learner, '/api/proposals', {
      buddyId: buddy.id,
      activity: 'Coffee Chats',
      proposedTime: inHours(at),
      duration: 60,
      message: 'Coffee?',
    });
    if (kind === 'countered')
      await this.created(buddy, `/api/proposals/${id}/modify`, { location: 'Vondelpark' });
    if (kind !== 'pending' && kind !== 'countered')
      await this.created(buddy, `/api/proposals/${id}/approve`, {});
    if (kind !== 'pending' && kind !== 'countered' && kind !== 'unpaid') {
      const event = await payAtStripe(this.t, this.stripe, learner, id);
      const paid = await deliver(this.t, event);
      if (paid.statusCode !== 200) throw new Error(`payment of ${id}: ${paid.body}`);
    }
    if (kind === 'moving')
      await this.created(learner, `/api/proposals/${id}/move`, {
        proposedTime: inHours(at + 1),
        reason: 'Something came up',
      });
    if (kind === 'ended' || kind === 'completed') {
      // Held already: its hour moved into the past, each its own.
      const endsAt = new Date(Date.now() - (this.hoursAgo += 2) * HOUR_MS);
      await this.t.db
        .update(sessions)
        .set({ startsAt: new Date(endsAt.getTime() - HOUR_MS), endsAt })
        .where(eq(sessions.id, id));
    }
    if (kind === 'completed')
      for (const side of [learner, buddy])
        await this.created(side, `/api/proposals/${id}/confirm-session`, {});
    return id;
  }

  /**
   * The sessions of these kinds that cases have answered, moved or cancelled, or that are between
   * callers who have since been replaced, built anew (with a new buddy if the buddy no longer
   * offers the activity or the time).
   */
  private async rebuildChangedSessions(kinds: readonly SessionKind[]) {
    const rows = await this.t.db
      .select({
        id: sessions.id,
        status: sessions.status,
        move: sessions.moveStatus,
        learnerConfirmed: sessions.learnerConfirmedAt,
        buddyConfirmed: sessions.buddyConfirmedAt,
        learner: sessions.learnerId,
        buddy: sessions.buddyId,
      })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          kinds.map((kind) => this.known[kind]!),
        ),
      );
    const { learner, buddy } = this.callers;
    const state = new Map(
      rows
        .filter((row) => row.learner === learner.id && row.buddy === buddy.id)
        .map((row) => [
          row.id,
          [
            row.status,
            row.move && 'moving',
            row.learnerConfirmed && 'learner',
            row.buddyConfirmed && 'buddy',
          ]
            .filter(Boolean)
            .join(' '),
        ]),
    );
    for (const kind of kinds) {
      if (state.get(this.known[kind]!) === BUILT_AS[kind]) continue;
      this.known[kind] = await this.buildSession(kind).catch(async () => {
        await this.replaceCaller('buddy');
        return this.buildSession(kind);
      });
    }
  }

  /**
   * The buddies in the experts' hands that cases moved on (approved, rejected, interviewed), and
   * the interview if a case cancelled, moved or held it (or its expert was replaced), built anew.
   */
  private async rebuildChangedReviews() {
    const names = Object.keys(IN_REVIEW_AS);
    const ids = names.map((name) => this.known[name]).filter((id): id is string => !!id);
    const rows = ids.length
      ? await this.t.db
          .select({ id: users.id, status: users.profileStatus })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    const status = new Map(rows.map((row) => [row.id, row.status]));
    const [interview] = this.known.interview
      ? await this.t.db
          .select({
            status: interviews.status,
            buddy: interviews.buddyId,
            expert: interviews.expertId,
          })
          .from(interviews)
          .where(eq(interviews.id, this.known.interview))
      : [];
    for (const name of names) {
      const interviewHeld =
        name === 'interviewed' &&
        (interview?.status !== 'scheduled' ||
          interview.buddy !== this.known.interviewed ||
          interview.expert !== this.callers.learning_expert.id);
      if (status.get(this.known[name] ?? '') === IN_REVIEW_AS[name] && !interviewHeld) continue;
      const { id } = (await buildBuddy(this.t.db, { status: 'pending' })).user;
      if (name !== 'applicant') {
        const actor = { id: this.callers.moderator.id, role: 'moderator' as const };
        await changeAccountStatus(this.t.db, { userId: id, to: 'expert_review', actor });
      }
      if (name === 'interviewed') this.known.interview = await this.invite(id);
      this.known[name] = id;
    }
  }

  /**
   * An interview of the expert with a buddy in review, at the next slot free; when cases have
   * filled the expert's day, a new expert's.
   */
  private async invite(buddyId: string) {
    const slots = nextInterviewSlots();
    let last = '';
    for (let tries = 0; tries < 2 * slots.length; tries++) {
      if (tries === slots.length) await this.replaceCaller('learning_expert');
      const timeSlot = slots[this.interviewsBooked++ % slots.length];
      const res = await this.post(
        this.callers.learning_expert,
        `/api/expert/send-interview-invitation/${buddyId}`,
        { timeSlot },
      );
      if (res.statusCode === 201) return (res.json() as { id: string }).id;
      last = res.body;
    }
    throw new Error(`no interview: ${last}`);
  }

  /** A new account in a caller's place: theirs was deleted, or cannot be put back as it was. */
  private async replaceCaller(role: Role) {
    const { db } = this.t;
    if (role === 'buddy') {
      const { user, profile } = await buildBuddy(db);
      this.callers.buddy = await signIn(this.t, user);
      Object.assign(this.known, {
        buddy: user.id,
        buddyEmail: user.email,
        buddySlug: profile.slug,
      });
      return;
    }
    const user = role === 'learner' ? await buildLearner(db) : await buildStaff(db, role);
    this.callers[role] = await signIn(this.t, user);
    if (role === 'learner')
      Object.assign(this.known, { learner: user.id, learnerEmail: user.email });
    else this.known[role === 'moderator' ? 'moderator' : 'expert'] = user.id;
  }

  /** A new calendar feed of the learner: its token, which the feed's address holds. */
  private async feedToken() {
    const { url } = await this.created(this.callers.learner, '/api/calendar-feed', {});
    return /\/calendar\/([^/]+)\.ics$/.exec(url)![1]!;
  }

  /** A weekly slot of the buddy's availability, at the first time that cases left free. */
  private async availabilitySlot() {
    for (const day of [1, 2, 3, 4, 5, 6, 0])
      for (const [startTime, endTime] of [
        ['09:00', '12:00'],
        ['13:00', '16:00'],
        ['19:00', '21:00'],
      ]) {
        const res = await this.post(this.callers.buddy, '/api/buddy/availability/slots', {
          day,
          startTime,
          endTime,
        });
        if (res.statusCode === 201) return (res.json() as { id: string }).id;
      }
    throw new Error('no free time for an availability slot');
  }
}

async function signIn(t: TestApp, user: { id: string; email: string }): Promise<Signed> {
  const token = await sessionFor(t.db, user);
  const session = await findLiveAuthSession(t.db, hashToken(token));
  return { id: user.id, email: user.email, token, status: session!.accountStatus };
}
