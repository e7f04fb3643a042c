import { activityByTitle } from '../../../shared/catalogue';
import { INSTANT_BOOKING_TEXTS, type InstantBooking } from '../../../shared/instant-booking';
import { learnerPriceCents } from '../../../shared/pricing';
import { PROPOSAL_TEXTS } from '../../../shared/proposals';
import type { Proposal } from '../../../shared/proposals-schemas';
import { paymentStepOf } from '../payments/money';
import type { Database } from '../../db/client';
import { now } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/http-errors';
import { limitAttempts, type RateRule } from '../../lib/rate-limits';
import { isWithinAvailability } from './open-time';
import { presentProposal } from './presenter';
import { hasBookedOverlap } from './repository';
import { bookableOffer, busy, PROPOSAL_LIMIT, type Who } from './service';
import { asBooked, startOf } from './terms';
import { openSession } from './transition';

/** Instant bookings a learner may make: as many as the proposals they may send. */
export const INSTANT_BOOKING_LIMIT: RateRule = {
  ...PROPOSAL_LIMIT,
  scope: 'instant-bookings:hour',
};

/**
 * POST /api/sessions/instant (decision 059): a learner books one of a listed buddy's open times
 * for an activity the buddy offers with instant booking, at that offer's place and rate. The
 * session goes straight to where an approved proposal goes (waiting for the payment, or booked
 * with payments off) in one transaction; a time the buddy or the learner holds meanwhile, a
 * parallel request for it included, is refused with 409.
 */
export async function bookInstantly(
  db: Database,
  caller: Who,
  input: InstantBooking,
  payments: 'on' | 'off',
): Promise<Proposal> {
  const activity = activityByTitle(input.activity);
  if (!activity) throw badRequest(PROPOSAL_TEXTS.fillAll);
  const startsAt = startOf(input.startsAt);
  await limitAttempts(db, INSTANT_BOOKING_TEXTS.tooMany, [[INSTANT_BOOKING_LIMIT, caller.userId]]);
  try {
    return await db.transaction(async (tx) => {
      const { offer, rate } = await bookableOffer(tx, { slug: input.buddy }, activity.id);
      if (!offer.instantBooking) throw conflict(INSTANT_BOOKING_TEXTS.notInstant);
      const booked = asBooked({
        startsAt,
        durationMinutes: input.duration,
        location: offer.offerLocation,
        priceCents: learnerPriceCents(rate, input.duration),
      });
      if (await hasBookedOverlap(tx, caller.userId, startsAt, booked.endsAt)) {
        throw conflict(PROPOSAL_TEXTS.learnerBusy);
      }
      if (!(await isWithinAvailability(tx, offer.buddyId, booked, now()))) {
        throw conflict(INSTANT_BOOKING_TEXTS.notOpen);
      }
      const { row } = await openSession(
        tx,
        'book',
        {
          learnerId: caller.userId,
          buddyId: offer.buddyId,
          activityId: activity.id,
          ...booked,
          withinAvailability: true,
          rateMinCents: rate.minCents,
          rateMaxCents: rate.maxCents,
          message: '',
        },
        { side: 'learner', userId: caller.userId },
        { payments: paymentStepOf(startsAt, payments, now()) },
      );
      return presentProposal(row);
    });
  } catch (err) {
    return busy(err);
  }
}
