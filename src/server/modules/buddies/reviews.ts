import type { Review } from '../../../shared/session-actions-schemas';
import type { Executor } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import { now } from '../../lib/clock';
import { publish } from '../../lib/event-bus';
import { publicName } from '../../../shared/text';
import { ratingsOf } from './repository';

/**
 * A learner's review of a completed session, in the caller's transaction: one per session (the
 * unique session_id decides between two at once). Undefined when the session has one already.
 * The buddy's public profile and average change, so the cached public reads are dropped.
 */
export async function addReview(
  tx: Executor,
  review: {
    buddyId: string;
    reviewerId: string;
    /** The learner's full name; the review shows the first name and an initial. */
    reviewerName: string;
    sessionId: string;
    rating: number;
    text: string;
  },
): Promise<Review | undefined> {
  const [row] = await tx
    .insert(reviews)
    .values({ ...review, reviewerName: publicName(review.reviewerName), createdAt: now() })
    .onConflictDoNothing({ target: reviews.sessionId })
    .returning();
  if (!row) return undefined;
  await publish(tx, { type: 'buddies-changed' });
  return {
    id: row.id,
    name: row.reviewerName,
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A buddy's average rating (one decimal; null without reviews) and how many reviews it has. */
export async function ratingOf(db: Executor, buddyId: string) {
  const [rating] = await ratingsOf(db, [buddyId]);
  return { averageRating: rating?.rating ?? null, ratingCount: rating?.count ?? 0 };
}
