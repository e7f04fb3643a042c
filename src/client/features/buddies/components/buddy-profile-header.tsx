import { Clock, Languages, MapPin } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import type { PublicBuddy } from '@shared/buddies';
import { BuddyActions } from './buddy-actions';

export function BuddyProfileHeader({ buddy }: { buddy: PublicBuddy }) {
  const titles = Object.keys(buddy.activities);
  const facts = [
    { icon: Clock, label: 'Availability', text: buddy.availability },
    { icon: MapPin, label: 'Location', text: buddy.location },
    { icon: Languages, label: 'Languages', text: buddy.languages.join(', ') },
  ];
  return (
    <section className="flex flex-col gap-6 rounded-3xl bg-cream p-6 sm:flex-row sm:items-start sm:p-8">
      <Avatar
        name={buddy.name}
        photo={buddy.image}
        priority
        className="size-32 text-5xl ring-4 ring-white sm:size-40"
      />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          <bdi>{buddy.name}</bdi>
        </h1>
        <ul className="mt-3 flex flex-col gap-2 text-stone-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {facts
            .filter((fact) => fact.text)
            .map(({ icon: Icon, label, text }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="sr-only">{label}: </span>
                <bdi>{text}</bdi>
              </li>
            ))}
        </ul>
        {titles.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Activities">
            {titles.map((title) => (
              <li
                key={title}
                className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
              >
                {title}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6">
          <BuddyActions buddy={buddy} />
        </div>
      </div>
    </section>
  );
}
