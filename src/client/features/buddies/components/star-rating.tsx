import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { BUDDIES_TEXTS } from '../texts';

const MAX_STARS = 5;

/** Five stars, read out as 'Rated 4.5 out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  const rounded = Math.round(rating * 10) / 10;
  return (
    <span role="img" aria-label={BUDDIES_TEXTS.rated(rounded, MAX_STARS)} className="flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(
            'size-4',
            i < Math.round(rating) ? 'fill-amber-600 text-amber-600' : 'text-stone-400',
          )}
        />
      ))}
    </span>
  );
}
