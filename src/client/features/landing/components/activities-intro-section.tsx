import { BadgeCheck, MapPin, Sparkles, Wallet, type LucideIcon } from 'lucide-react';
import { LANDING_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';

const TEXTS = LANDING_TEXTS.activitiesIntro;

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

const FEATURES: readonly Feature[] = [
  { icon: MapPin, ...TEXTS.features.places },
  { icon: BadgeCheck, ...TEXTS.features.buddies },
  { icon: Wallet, ...TEXTS.features.payment },
  { icon: Sparkles, ...TEXTS.features.level },
];

export function ActivitiesIntroSection() {
  return (
    <section id="activities-intro" aria-labelledby="activities-intro-title" className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[2fr_3fr]">
        <SectionHeading id="activities-intro-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title}>
          {TEXTS.intro}
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-stone-200 p-6">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
