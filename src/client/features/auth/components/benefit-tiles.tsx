import { BadgeCheck, MessagesSquare, Sprout } from 'lucide-react';
import { SIGN_UP_TEXTS as TEXTS } from '../texts';

const BENEFITS = [
  {
    icon: MessagesSquare,
    ...TEXTS.benefits.conversations,
  },
  {
    icon: BadgeCheck,
    ...TEXTS.benefits.speakers,
  },
  {
    icon: Sprout,
    ...TEXTS.benefits.growth,
  },
] as const;

export function BenefitTiles() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-4xl">
      <h2 id="benefits-title" className="sr-only">
        {TEXTS.benefitsTitle}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-stone-200 bg-white p-5 text-center">
            <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-accent-400/15 text-accent-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-3 text-lg font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
