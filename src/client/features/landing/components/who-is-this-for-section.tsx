import { Briefcase, GraduationCap, Luggage, Plane, type LucideIcon } from 'lucide-react';
import { LANDING_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';

const TEXTS = LANDING_TEXTS.whoIsThisFor;

interface Audience {
  icon: LucideIcon;
  title: string;
  text: string;
}

const AUDIENCES: readonly Audience[] = [
  { icon: GraduationCap, ...TEXTS.audiences.intermediate },
  { icon: Plane, ...TEXTS.audiences.expats },
  { icon: Luggage, ...TEXTS.audiences.newcomers },
  { icon: Briefcase, ...TEXTS.audiences.professionals },
];

export function WhoIsThisForSection() {
  return (
    <section id="who-is-this-for" aria-labelledby="who-is-this-for-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading
          id="who-is-this-for-title"
          eyebrow={TEXTS.eyebrow}
          title={TEXTS.title}
          align="center"
        >
          {TEXTS.intro}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-brand-50 p-6">
              <Icon className="size-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
