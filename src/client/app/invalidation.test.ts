import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { activitiesQueryOptions } from '@/features/activities/api/get-activities';
import { buddiesQueryOptions } from '@/features/buddies/api/get-buddies';
import { buddyQueryOptions } from '@/features/buddies/api/get-buddy';
import { featuredBuddiesQueryOptions } from '@/features/landing/api/get-featured-buddies';
import { ownLearnerProfileQueryOptions } from '@/hooks/use-own-learner-profile';
import { refresh } from './invalidation';
import { queryClient } from './query-client';

/** One cached query of each feature, filled without calling the API. */
const keys = {
  list: buddiesQueryOptions({
    activities: ['Cooking'],
    language: 'english',
    sort: 'price',
    days: [],
    parts: ['evening'],
    priceMin: null,
    priceMax: 30,
    districts: [],
    instant: false,
  }).queryKey,
  profile: buddyQueryOptions('anna').queryKey,
  featured: featuredBuddiesQueryOptions().queryKey,
  activities: activitiesQueryOptions().queryKey,
  ownProfile: ownLearnerProfileQueryOptions().queryKey,
};

function fillCache() {
  for (const queryKey of Object.values(keys)) queryClient.setQueryData(queryKey, {} as never);
}

const stale = () =>
  Object.fromEntries(
    Object.entries(keys).map(([name, queryKey]) => [
      name,
      queryClient.getQueryState(queryKey)?.isInvalidated,
    ]),
  );

afterEach(() => queryClient.clear());

describe('refresh', () => {
  it("marks every feature's buddy data stale on a change to buddies, and nothing else", async () => {
    fillCache();
    await refresh(queryClient, ['buddies']);
    expect(stale()).toEqual({
      list: true,
      profile: true,
      featured: true,
      activities: true,
      ownProfile: false,
    });
  });

  it('refreshes after a mutation that names its change', async () => {
    fillCache();
    const mutation = new MutationObserver(queryClient, {
      mutationFn: () => Promise.resolve('saved'),
      meta: { changes: ['own-profile'] },
    });
    await mutation.mutate();
    await expect.poll(() => stale().ownProfile).toBe(true);
    expect(stale().list).toBe(false);
  });
});
