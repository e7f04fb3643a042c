import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PILOT_PRICE } from '../pilot';
import { LANDING_TEXTS } from '../texts';

const TEXTS = LANDING_TEXTS.hero;

export function HeroSection() {
  return (
    <section id="top" aria-labelledby="hero-title" className="bg-cream">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
            <MapPin className="size-4" aria-hidden="true" />
            {TEXTS.pilot}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-tight font-semibold text-ink sm:text-5xl lg:text-6xl"
          >
            {TEXTS.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-stone-700">
            {TEXTS.intro} <strong className="font-semibold text-ink">{PILOT_PRICE}</strong>.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/#join">{TEXTS.join}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/activities">{TEXTS.explore}</Link>
            </Button>
          </div>
        </div>
        <img
          src="/images/hero.svg"
          alt={TEXTS.image}
          width={1200}
          height={900}
          fetchPriority="high"
          className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-black/5"
        />
      </div>
    </section>
  );
}
