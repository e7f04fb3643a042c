import { Bike, Landmark, MessageCircle, Sparkles, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ActivityCatalogue } from '@shared/buddies';

const ICONS: Record<string, LucideIcon> = { MessageCircle, Landmark, Bike, Sparkles };

/** Static class names per group colour, so Tailwind sees them. */
const COLOURS: Record<string, string> = {
  amber: 'bg-amber-100 text-amber-800',
  violet: 'bg-violet-100 text-violet-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  sky: 'bg-sky-100 text-sky-800',
};

export function GroupIcon({ group }: { group: ActivityCatalogue['groups'][number] }) {
  const Icon = ICONS[group.icon] ?? Sparkles;
  return (
    <span className={cn('grid size-11 place-items-center rounded-xl', COLOURS[group.colour])}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
