import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled white card of the dashboard and the profile page. */
export function SectionCard({
  id,
  title,
  aside,
  className,
  children,
}: {
  id: string;
  title: string;
  /** Beside the title: a link, the week's arrows. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
