import type { PublicBuddy } from '@shared/buddies';
import { BUDDIES_TEXTS } from '../texts';
import { AboutCard } from './about-card';
import { ActivityOfferCard } from './activity-offer-card';
import { BookOpenTimeCard } from './book-open-time-card';
import { BuddyProfileHeader } from './buddy-profile-header';
import { FeaturedActivities } from './featured-activities';
import { ReviewsCard } from './reviews-card';

export function BuddyProfile({ buddy }: { buddy: PublicBuddy }) {
  const offers = Object.entries(buddy.activities);
  return (
    <>
      <BuddyProfileHeader buddy={buddy} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="activities-title">
            <h2 id="activities-title" className="text-2xl font-semibold">
              {BUDDIES_TEXTS.activities}
            </h2>
            {offers.length > 0 ? (
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                {offers.map(([title, offer]) => (
                  <ActivityOfferCard key={title} title={title} offer={offer} />
                ))}
              </div>
            ) : (
              <p className="mt-3 text-stone-700">{BUDDIES_TEXTS.noActivities}</p>
            )}
          </section>
          {offers.length > 0 && <BookOpenTimeCard buddy={buddy} />}
          <AboutCard buddy={buddy} />
          <ReviewsCard buddy={buddy} />
        </div>
        <div>
          <FeaturedActivities titles={offers.map(([title]) => title)} />
        </div>
      </div>
    </>
  );
}
