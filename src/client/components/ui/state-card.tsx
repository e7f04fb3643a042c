import type { ReactNode } from 'react';

/** A screen's state in place of its content: nothing found, coming soon, failed to load. */
export function StateCard({
  icon,
  title,
  children,
  alert = false,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  alert?: boolean;
}) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="flex flex-col items-center rounded-2xl bg-stone-50 px-6 py-12 text-center ring-1 ring-stone-200"
    >
      <span className="grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
        {icon}
      </span>
      <h2 className="mt-4 text-2xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}
