import { Bike, Clock, Languages, MapPin } from 'lucide-react';
import { BuddyFacts } from '@/components/buddy-facts';
import { Avatar } from '@/components/ui/avatar';
import { FavouriteButton } from '@/components/favourite-button';
import type { PublicBuddy } from '@shared/buddies';
import { DISTRICT_TEXTS, districtNames } from '@shared/districts';
import { BUDDIES_TEXTS } from '../texts';
import { BuddyActions } from './buddy-actions';

export function BuddyProfileHeader({ buddy }: { buddy: PublicBuddy }) {
  const titles = Object.keys(buddy.activities);
  const facts = [
    { icon: Clock, label: BUDDIES_TEXTS.availability, text: buddy.availability },
    { icon: MapPin, label: BUDDIES_TEXTS.location, text: buddy.location },
    { icon: Languages, label: BUDDIES_TEXTS.languages, text: buddy.languages.join(', ') },
    {
      icon: Bike,
      label: BUDDIES_TEXTS.districts,
      text: buddy.districts.length > 0 && DISTRICT_TEXTS.meetsIn(districtNames(buddy.districts)),
    },
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
        <BuddyFacts buddy={buddy} className="mt-4 max-w-xl sm:grid-cols-2" />
        {titles.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={BUDDIES_TEXTS.activities}>
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
        <div className="mt-6 flex items-center gap-3">
          <div className="min-w-0 flex-1 sm:flex-none">
            <BuddyActions buddy={buddy} />
          </div>
          <FavouriteButton buddy={buddy} className="shrink-0" />
        </div>
      </div>
    </section>
  );
}
