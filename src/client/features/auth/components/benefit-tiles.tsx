import { BadgeCheck, MessagesSquare, Sprout } from 'lucide-react';

const BENEFITS = [
  {
    icon: MessagesSquare,
    title: 'Real Conversations',
    text: 'Talk about real things in real places around Amsterdam, not textbook dialogues.',
  },
  {
    icon: BadgeCheck,
    title: 'Fluent Speakers',
    text: 'Every buddy is personally interviewed by our learning expert before you meet.',
  },
  {
    icon: Sprout,
    title: 'Personal Growth',
    text: 'Gain confidence with every session and feel more at home in your new language.',
  },
] as const;

export function BenefitTiles() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-4xl">
      <h2 id="benefits-title" className="sr-only">
        Why practise with Buddies
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
