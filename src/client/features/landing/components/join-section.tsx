import { Check, GraduationCap, HeartHandshake, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PILOT_PRICE } from '../pilot';
import { LANDING_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';

const TEXTS = LANDING_TEXTS.join;

interface Track {
  icon: LucideIcon;
  title: string;
  offer: string;
  points: readonly string[];
  cta: string;
  to: string;
}

const TRACKS: readonly Track[] = [
  {
    icon: GraduationCap,
    ...TEXTS.learners,
    offer: TEXTS.learners.offer(PILOT_PRICE),
    to: '/register/learner',
  },
  {
    icon: HeartHandshake,
    ...TEXTS.speakers,
    to: '/register/buddy',
  },
];

export function JoinSection() {
  return (
    <div id="join">
      <section id="pilot" aria-labelledby="pilot-title" className="bg-brand-800">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <SectionHeading
            id="pilot-title"
            eyebrow={TEXTS.eyebrow}
            title={TEXTS.title}
            align="center"
            tone="dark"
          >
            {TEXTS.intro}
          </SectionHeading>
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {TRACKS.map(({ icon: Icon, title, offer, points, cta, to }) => (
              <li key={title} className="flex flex-col rounded-3xl bg-white p-6 shadow-lg sm:p-8">
                <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-2xl font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-lg font-semibold text-accent-700">{offer}</p>
                <ul className="mt-5 flex-1 space-y-3">
                  {points.map((point) => (
                    <li key={point} className="flex gap-3 text-stone-700">
                      <Check className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
                <Button asChild size="lg" className="mt-8 self-start">
                  <Link to={to}>{cta}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
