import { BadgeCheck, MapPin, Sparkles, Wallet, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

const FEATURES: readonly Feature[] = [
  {
    icon: MapPin,
    title: 'Real places',
    text: 'Cafés, parks, museums and markets across Amsterdam, never a classroom.',
  },
  {
    icon: BadgeCheck,
    title: 'Interviewed buddies',
    text: 'Every buddy is a fluent speaker, interviewed by our learning expert.',
  },
  {
    icon: Wallet,
    title: 'Pay per session',
    text: 'No subscription and no bundles: book and pay for each session on its own.',
  },
  {
    icon: Sparkles,
    title: 'Your level and interests',
    text: 'Conversations pitched at your level, about the things you actually care about.',
  },
];

export function ActivitiesIntroSection() {
  return (
    <section id="activities-intro" aria-labelledby="activities-intro-title" className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[2fr_3fr]">
        <SectionHeading
          id="activities-intro-title"
          eyebrow="Activities with fluent speakers"
          title="Learn English by living it"
        >
          Textbooks teach you the rules; conversations teach you to speak. With Buddies you do
          something you enjoy with a fluent speaker, and the talking comes naturally.
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
