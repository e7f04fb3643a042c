import { cn } from '@/lib/cn';
import { initials } from '@shared/text';

interface AvatarProps {
  name: string;
  photo: string | null;
  /** What assistive tech reads: the name by default; '' when the name is written beside it. */
  alt?: string;
  /** The rendered size and the letters' size, e.g. `size-20 text-3xl`. */
  className?: string;
  /** The page's largest image (a buddy's profile): fetched before the page's other images. */
  priority?: boolean;
}

/**
 * A person's photo over their initials (`initials`), which show where there is no photo, until
 * it has loaded, or if it fails (an empty alt draws nothing). A plain image, so that a page
 * rendered on the server paints the photo before any script runs (decision 033). One image for
 * assistive tech whichever shows, so its name does not change as the photo loads.
 */
export function Avatar({ name, photo, alt = name, className, priority }: AvatarProps) {
  return (
    <span
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={cn(
        'relative grid shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 font-display font-semibold text-brand-800 select-none',
        className,
      )}
    >
      {initials(name)}
      {photo && (
        <img
          src={photo}
          alt=""
          className="absolute inset-0 size-full object-cover"
          {...(priority && { fetchPriority: 'high' })}
        />
      )}
    </span>
  );
}
