import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled white card of the profile page. */
export function ProfileCard({
  id,
  title,
  aside,
  className,
  children,
}: {
  id: string;
  title: string;
  /** Shown beside the title, e.g. the average rating */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
