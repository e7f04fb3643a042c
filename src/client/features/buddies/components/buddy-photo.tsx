import { cn } from '@/lib/cn';
import { initial } from '@shared/text';

/** The buddy's photo, or the first letter of the name when there is none. */
export function BuddyPhoto({
  name,
  photo,
  size,
  className,
}: {
  name: string;
  photo: string | null;
  /** Intrinsic size in pixels, so the image reserves its space before it loads */
  size: number;
  /** Sets the rendered size, e.g. `size-20` */
  className: string;
}) {
  const shape = cn('shrink-0 rounded-full bg-brand-50', className);
  if (!photo) {
    return (
      <span
        role="img"
        aria-label={name}
        className={cn(
          shape,
          'grid place-items-center font-display text-3xl font-semibold text-brand-800',
        )}
      >
        {initial(name)}
      </span>
    );
  }
  return (
    <img src={photo} alt={name} width={size} height={size} className={cn(shape, 'object-cover')} />
  );
}
