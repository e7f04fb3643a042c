import { Check, HeartHandshake } from 'lucide-react';
import { SectionHeading } from './section-heading';

const BUDDY_QUALITIES: readonly string[] = [
  'Every buddy is interviewed by our learning expert before meeting anyone.',
  'Buddies are fluent speakers who know Amsterdam and love showing it off.',
  'They are paid for every session, so they arrive prepared and on time.',
  'They are friendly, patient and genuinely curious about you.',
];

export function BuddyIntroSection() {
  return (
    <section id="buddy-intro" aria-labelledby="buddy-intro-title" className="bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <SectionHeading
          id="buddy-intro-title"
          eyebrow="Who are the buddies?"
          title="Friendly fluent speakers, carefully chosen"
        >
          A buddy is not a teacher behind a desk. It is someone you would happily have a coffee
          with, who speaks English fluently and knows how to keep a conversation going.
        </SectionHeading>
        <div className="rounded-3xl bg-cream p-6 sm:p-8">
          <span className="grid size-12 place-items-center rounded-2xl bg-accent-700 text-white">
            <HeartHandshake className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-xl font-semibold text-ink">What you can count on</h3>
          <ul className="mt-4 space-y-3">
            {BUDDY_QUALITIES.map((quality) => (
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
