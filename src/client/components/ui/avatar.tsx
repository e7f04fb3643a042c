import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { initial } from '@shared/text';

interface AvatarProps {
  name: string;
  photo: string | null;
  /** What assistive tech reads: the name by default; '' when the name is written beside it. */
  alt?: string;
  /** The rendered size and the letter's size, e.g. `size-20 text-3xl`. */
  className?: string;
}

/**
 * A person's photo, or the first letter of the name when there is none or until it has loaded.
 * One image for assistive tech whichever shows, so its name does not change as the photo loads.
 */
export function Avatar({ name, photo, alt = name, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={cn(
        'grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 font-display font-semibold text-brand-800 select-none',
        className,
      )}
    >
      {photo && <AvatarPrimitive.Image src={photo} alt="" className="size-full object-cover" />}
      <AvatarPrimitive.Fallback>{initial(name)}</AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
