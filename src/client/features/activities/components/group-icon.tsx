import { Bike, Landmark, MessageCircle, Sparkles, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { groupColour } from '@/lib/group-colours';
import type { ActivityCatalogue } from '@shared/buddies';

const ICONS: Record<string, LucideIcon> = { MessageCircle, Landmark, Bike, Sparkles };

export function GroupIcon({ group }: { group: ActivityCatalogue['groups'][number] }) {
  const Icon = ICONS[group.icon] ?? Sparkles;
  return (
    <span
      className={cn('grid size-11 place-items-center rounded-xl', groupColour(group.colour).badge)}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
