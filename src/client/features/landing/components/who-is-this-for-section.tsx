import { Briefcase, GraduationCap, Luggage, Plane, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

interface Audience {
  icon: LucideIcon;
  title: string;
  text: string;
}

const AUDIENCES: readonly Audience[] = [
  {
    icon: GraduationCap,
    title: 'Intermediate learners and above',
    text: 'You can hold a conversation and now want to sound more natural and confident.',
  },
  {
    icon: Plane,
    title: 'Expats',
    text: 'You live and work in Amsterdam and want English that flows at the office and at Friday drinks.',
  },
  {
    icon: Luggage,
    title: 'Newcomers',
    text: 'You have just arrived and want to meet friendly people while you find your feet.',
  },
  {
    icon: Briefcase,
    title: 'Professionals',
    text: 'You need English for meetings and presentations, with practice that fits around your job.',
  },
];

export function WhoIsThisForSection() {
  return (
    <section id="who-is-this-for" aria-labelledby="who-is-this-for-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading
          id="who-is-this-for-title"
          eyebrow="Who is this for?"
          title="Made for people who already speak some English"
          align="center"
        >
          Buddies is for learners at intermediate level or above who want more real conversation in
          their week.
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
