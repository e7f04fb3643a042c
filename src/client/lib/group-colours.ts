import type { ActivityGroup } from '@shared/catalogue';

interface GroupColour {
  /** A small dot beside the group's name */
  dot: string;
  /** An icon tile or a badge: tinted background, dark text */
  badge: string;
}

/** Each catalogue group's colour as whole class names, so Tailwind sees them. */
const GROUP_COLOURS: Record<ActivityGroup['colour'], GroupColour> = {
  amber: { dot: 'bg-amber-500', badge: 'bg-amber-100 text-amber-800' },
  violet: { dot: 'bg-violet-500', badge: 'bg-violet-100 text-violet-800' },
  emerald: { dot: 'bg-emerald-500', badge: 'bg-emerald-100 text-emerald-800' },
  sky: { dot: 'bg-sky-500', badge: 'bg-sky-100 text-sky-800' },
};

/** The classes of a group's colour; the API sends the colour as a plain string. */
export function groupColour(colour: string): GroupColour {
  return GROUP_COLOURS[colour as ActivityGroup['colour']] ?? GROUP_COLOURS.sky;
}
