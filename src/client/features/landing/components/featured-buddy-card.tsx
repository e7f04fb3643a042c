import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import type { BuddyTeaser } from '@shared/buddies';
import { LANDING_TEXTS } from '../texts';

const CARD_CLASS =
  'flex h-80 flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200';

export function FeaturedBuddyCard({ buddy, to }: { buddy: BuddyTeaser; to: string }) {
  return (
    <Link to={to} className={`group ${CARD_CLASS} transition-shadow hover:shadow-md`}>
      {/* The name is the card's heading. */}
      <Avatar name={buddy.name} photo={buddy.photo} alt="" className="size-28 text-4xl" />
      <h3 className="mt-4 text-xl font-semibold text-ink group-hover:text-brand-700">
        <bdi>{buddy.name}</bdi>
      </h3>
      <p dir="auto" className="mt-2 line-clamp-3 text-stone-600">
        {buddy.description}
      </p>
    </Link>
  );
}

export function FeaturedBuddyCardSkeleton() {
  return (
    <div className={CARD_CLASS}>
      <Skeleton className="size-28 rounded-full" />
      <Skeleton className="mt-4 h-7 w-32" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-2 h-4 w-2/3" />
    </div>
  );
}

export function SeeMoreBuddiesCard({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="group flex h-80 flex-col items-center justify-center rounded-2xl border-2 border-dashed border-brand-200 bg-white p-6 text-center hover:border-brand-700"
    >
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Users className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-ink group-hover:text-brand-700">
        {LANDING_TEXTS.findYourBuddy.seeMore}
      </h3>
      <p className="mt-2 text-stone-600">{LANDING_TEXTS.findYourBuddy.seeMoreText}</p>
      <ArrowRight className="mt-4 size-5 text-brand-700" aria-hidden="true" />
    </Link>
  );
}
