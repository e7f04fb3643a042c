import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** What a messaging pane shows while it has nothing: an icon in a circle and one line. */
export function EmptyNote({
  icon: Icon,
  text,
  className,
}: {
  icon: LucideIcon;
  text: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center text-center', className)}>
      <span className="grid size-12 place-items-center rounded-full bg-stone-100 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-3 font-semibold">{text}</p>
    </div>
  );
}
