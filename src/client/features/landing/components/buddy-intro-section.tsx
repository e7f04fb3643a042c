import { Check, HeartHandshake } from 'lucide-react';
import { LANDING_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';

const TEXTS = LANDING_TEXTS.buddyIntro;

export function BuddyIntroSection() {
  return (
    <section id="buddy-intro" aria-labelledby="buddy-intro-title" className="bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <SectionHeading id="buddy-intro-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title}>
          {TEXTS.intro}
        </SectionHeading>
        <div className="rounded-3xl bg-cream p-6 sm:p-8">
          <span className="grid size-12 place-items-center rounded-2xl bg-accent-700 text-white">
            <HeartHandshake className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-xl font-semibold text-ink">{TEXTS.qualitiesTitle}</h3>
          <ul className="mt-4 space-y-3">
            {TEXTS.qualities.map((quality) => (
              <li key={quality} className="flex gap-3 text-stone-700">
                <Check className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                {quality}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
