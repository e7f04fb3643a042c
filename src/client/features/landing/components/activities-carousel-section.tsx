import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ACTIVITIES } from '@shared/catalogue';
import { LANDING_TEXTS } from '../texts';
import { Carousel, CarouselItem } from './carousel';
import { SectionHeading } from './section-heading';

const TEXTS = LANDING_TEXTS.activitiesCarousel;

export function ActivitiesCarouselSection() {
  return (
    <section
      id="activities-carousel"
      aria-labelledby="activities-carousel-title"
      className="bg-brand-50"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading
          id="activities-carousel-title"
          eyebrow={TEXTS.eyebrow(ACTIVITIES.length)}
          title={TEXTS.title}
        >
          {TEXTS.intro}
        </SectionHeading>
        <div className="mt-8">
          <Carousel label={TEXTS.label}>
            {ACTIVITIES.map((activity) => (
              <CarouselItem key={activity.id}>
                <Link
                  to={`/activities#${activity.id}`}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md"
                >
                  <img
                    src={activity.image}
                    alt=""
                    width={640}
                    height={400}
                    loading="lazy"
                    className="aspect-[8/5] h-auto w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="text-lg font-semibold text-ink group-hover:text-brand-700">
                      {activity.title}
                    </h3>
                    <p className="mt-2 text-stone-600">{activity.description}</p>
                  </div>
                </Link>
              </CarouselItem>
            ))}
          </Carousel>
        </div>
        <Link
          to="/activities"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          {TEXTS.seeAll}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
