import { may, type Caller } from '../../lib/policy';

type Who = Pick<Caller, 'userId' | 'role'>;
interface Parties {
  learnerId: string;
  buddyId: string;
}

/** A proposal is its learner's, its buddy's, and open to moderators; to anyone else it is not there. */
export const canReadProposal = (caller: Who, session: Parties) =>
  caller.userId === session.learnerId ||
  caller.userId === session.buddyId ||
  may(caller, 'read-any-session');

/** A learner proposes as themselves: a `learnerId` sent along must be theirs. */
export const proposesAsSelf = (caller: Who, learnerId: string | undefined) =>
  learnerId === undefined || learnerId === caller.userId;

/** Only the session's buddy approves, rejects or modifies it. */
export const isSessionBuddy = (caller: Who, session: Parties) => caller.userId === session.buddyId;

/** Only the session's learner accepts or declines a counter-proposal. */
export const isSessionLearner = (caller: Who, session: Parties) =>
  caller.userId === session.learnerId;

/** Which side of the session the caller is on, if any (staff are on neither). */
export const sideOf = (caller: Who, session: Parties): 'learner' | 'buddy' | undefined =>
  isSessionLearner(caller, session)
    ? 'learner'
    : isSessionBuddy(caller, session)
      ? 'buddy'
      : undefined;
