import { FAVOURITES_MAX, FAVOURITES_TEXTS, NEW_TIMES_NEWS_DAYS } from '../../../shared/favourites';
import type { Favourite } from '../../../shared/favourites';
import type { Executor } from '../../db/client';
import { now } from '../../lib/clock';
import { conflict } from '../../lib/http-errors';
import { listedCardsOf } from '../buddies/discovery';
import { deleteFavourite, favouritesOf, insertFavourite, isFavourite } from './repository';

const NEWS_MS = NEW_TIMES_NEWS_DAYS * 24 * 60 * 60_000;

/**
 * GET /api/learner/favourites: the learner's saved buddies who are listed, newest saved first,
 * each with their new times while those are news.
 */
export async function listFavourites(db: Executor, learnerId: string): Promise<Favourite[]> {
  const saved = await favouritesOf(db, learnerId);
  const cards = new Map(
    (
      await listedCardsOf(
        db,
        saved.map((f) => f.buddyId),
      )
    ).map(({ buddyId, card }) => [buddyId, card]),
  );
  const newsSince = now().getTime() - NEWS_MS;
  return saved.flatMap(({ buddyId, newTimesAt }) => {
    const card = cards.get(buddyId);
    if (!card) return [];
    const news = newTimesAt && newTimesAt.getTime() > newsSince ? newTimesAt.toISOString() : null;
    return [{ ...card, newTimesAt: news }];
  });
}

/** PUT /api/learner/favourites/{buddyId}: saved, or already saved; 409 past FAVOURITES_MAX. */
export async function saveFavourite(db: Executor, learnerId: string, buddyId: string) {
  if (await insertFavourite(db, { learnerId, buddyId, createdAt: now() }, FAVOURITES_MAX)) return;
  if (!(await isFavourite(db, learnerId, buddyId))) throw conflict(FAVOURITES_TEXTS.tooMany);
}

/** DELETE /api/learner/favourites/{buddyId}: no longer saved, whether it was or not. */
export const removeFavourite = (db: Executor, learnerId: string, buddyId: string) =>
  deleteFavourite(db, learnerId, buddyId);
