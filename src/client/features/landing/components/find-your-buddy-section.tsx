import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-store';
import { FEATURED_BUDDY_COUNT } from '@shared/discovery';
import { useFeaturedBuddies } from '../api/get-featured-buddies';
import { Carousel, CarouselItem } from './carousel';
import { DutchBuddiesCard } from './dutch-buddies-card';
import {
  FeaturedBuddyCard,
  FeaturedBuddyCardSkeleton,
  SeeMoreBuddiesCard,
} from './featured-buddy-card';
import { SectionHeading } from './section-heading';
import { loginFor } from '@/lib/return-path';
import { LANDING_TEXTS } from '../texts';

const TEXTS = LANDING_TEXTS.findYourBuddy;

const ITEM_CLASS = 'sm:w-[40%] lg:w-[23%]';

export function FindYourBuddySection() {
  const auth = useAuth();
  const { data: featured, isPending, isError } = useFeaturedBuddies();
  const buddiesPath = auth ? '/buddies' : loginFor('/buddies');

  return (
    <section id="find-your-buddy" aria-labelledby="find-your-buddy-title" className="bg-cream">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading id="find-your-buddy-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title}>
          {TEXTS.intro}
        </SectionHeading>
        {isError && <p className="mt-6 text-stone-700">{TEXTS.loadFailed}</p>}
        <div className="mt-8" aria-busy={isPending}>
          <Carousel label={TEXTS.label}>
            {isPending &&
              Array.from({ length: FEATURED_BUDDY_COUNT }, (_, index) => (
                <CarouselItem key={index} className={ITEM_CLASS}>
                  <FeaturedBuddyCardSkeleton />
                </CarouselItem>
              ))}
            {featured?.buddies.map((buddy) => (
              <CarouselItem key={buddy.id} className={ITEM_CLASS}>
                <FeaturedBuddyCard
                  buddy={buddy}
                  to={auth ? `/buddy/${buddy.id}` : loginFor(`/buddy/${buddy.id}`)}
                />
              </CarouselItem>
            ))}
            <CarouselItem className={ITEM_CLASS}>
              <SeeMoreBuddiesCard to={buddiesPath} />
            </CarouselItem>
          </Carousel>
        </div>
        <div className="mt-6 flex justify-center">
          <Button asChild size="lg">
            <Link to={buddiesPath}>{TEXTS.more}</Link>
          </Button>
        </div>
        <div className="mt-12">
          {/* Unknown after a failed load: the spec's coming soon. */}
          <DutchBuddiesCard
            listed={featured?.listed.Dutch ?? (isError ? 0 : undefined)}
            signedIn={auth !== null}
          />
        </div>
      </div>
    </section>
  );
}
