import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const SIZES = {
  /** The dashboard's and the profile page's cards: the content sits in a block under the title. */
  md: { card: 'min-w-0 p-5 sm:p-6', title: 'text-xl' },
  /** A buddy's public profile: a bigger title; the content brings its own spacing. */
  lg: { card: 'p-6', title: 'text-2xl' },
};

/** A titled white card. */
export function SectionCard({
  id,
  title,
  aside,
  size = 'md',
  className,
  children,
}: {
  id: string;
  title: string;
  /** Beside the title: a link, the week's arrows, the average rating. */
  aside?: ReactNode;
  size?: keyof typeof SIZES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-2xl bg-white shadow-sm ring-1 ring-stone-200',
        SIZES[size].card,
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={id} className={cn('font-semibold', SIZES[size].title)}>
          {title}
        </h2>
        {aside}
      </div>
      {size === 'md' ? <div className="mt-4">{children}</div> : children}
    </section>
  );
}
