import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PILOT_PRICE } from '../pilot';

export function HeroSection() {
  return (
    <section id="top" aria-labelledby="hero-title" className="bg-cream">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
            <MapPin className="size-4" aria-hidden="true" />
            Beta pilot in Amsterdam
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-tight font-semibold text-ink sm:text-5xl lg:text-6xl"
          >
            Where Language Buddies enjoy talking with you
          </h1>
          <p className="mt-5 max-w-xl text-lg text-stone-700">
            Practise your English in real-life activities around Amsterdam, from coffee chats to
            museum visits, with interviewed fluent speakers. Pilot pricing from{' '}
            <strong className="font-semibold text-ink">{PILOT_PRICE}</strong>.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/#join">Join the pilot</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/activities">Explore activities</Link>
            </Button>
          </div>
        </div>
        <img
          src="/images/hero.svg"
          alt="Two people chatting over coffee at a café table by an Amsterdam canal"
          width={1200}
          height={900}
          fetchPriority="high"
          className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-black/5"
        />
      </div>
    </section>
  );
}
