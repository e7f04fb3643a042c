import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LANDING_TEXTS } from '../texts';

interface CarouselProps {
  /** Plural noun for what the carousel shows, e.g. 'Activities' */
  label: string;
  children: ReactNode;
}

export function Carousel({ label, children }: CarouselProps) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const noun = label.toLowerCase();

  const scrollByPage = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (track) track.scrollBy({ left: direction * track.clientWidth * 0.8 });
  };

  return (
    <div role="region" aria-roledescription={LANDING_TEXTS.carousel.role} aria-label={label}>
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={LANDING_TEXTS.carousel.previous(noun)}
          aria-controls={trackId}
          onClick={() => scrollByPage(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={LANDING_TEXTS.carousel.next(noun)}
          aria-controls={trackId}
          onClick={() => scrollByPage(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <ul
        id={trackId}
        ref={trackRef}
        className="-mx-4 mt-2 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 py-3 motion-safe:scroll-smooth sm:-mx-6 sm:scroll-px-6 sm:px-6"
      >
        {children}
      </ul>
    </div>
  );
}

export function CarouselItem({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <li className={cn('w-[80%] shrink-0 snap-start sm:w-[45%] lg:w-[31%]', className)}>
      {children}
    </li>
  );
}
