import { ClipboardList, MessagesSquare, UsersRound, type LucideIcon } from 'lucide-react';
import { LANDING_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';

const TEXTS = LANDING_TEXTS.howItWorks;

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

const STEPS: readonly Step[] = [
  { icon: ClipboardList, ...TEXTS.steps.form },
  { icon: UsersRound, ...TEXTS.steps.match },
  { icon: MessagesSquare, ...TEXTS.steps.talk },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-cream">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={TEXTS.eyebrow}
          title={TEXTS.title}
          align="center"
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <div className="flex items-center justify-between">
                <span className="grid size-12 place-items-center rounded-2xl bg-brand-700 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span
                  aria-hidden="true"
                  className="font-display text-4xl font-semibold text-accent-700"
                >
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-stone-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
