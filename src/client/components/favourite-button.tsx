import { Heart } from 'lucide-react';
import { useAuth } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useFavourites, useToggleFavourite } from '@/hooks/use-favourites';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';

/**
 * A learner's heart for one buddy (a card, a profile): pressed when saved. It shows the wished
 * state at once and falls back when the server refuses; nothing for anyone but learners.
 */
export function FavouriteButton({
  buddy,
  className,
}: {
  buddy: { id: string; name: string };
  className?: string;
}) {
  const auth = useAuth();
  const learner = auth?.role === 'learner';
  const favourites = useFavourites(learner);
  const toggle = useToggleFavourite(buddy);
  if (!learner) return null;

  const savedNow = favourites.data?.some((favourite) => favourite.id === buddy.id) ?? false;
  const saved = toggle.isPending ? toggle.variables : savedNow;
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={!favourites.data}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate(!saved);
      }}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full bg-white text-rose-700 ring-1 ring-stone-200 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:opacity-60',
        className,
      )}
    >
      <Heart className={cn('size-5', saved && 'fill-current')} aria-hidden="true" />
      <span className="sr-only">
        {saved ? TEXTS.favourite.saved : TEXTS.favourite.save(buddy.name)}
      </span>
    </button>
  );
}
