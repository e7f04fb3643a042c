import { SectionCard } from '@/components/ui/section-card';
import type { PublicBuddy } from '@shared/buddies';
import { BUDDIES_TEXTS } from '../texts';
import { StarRating } from './star-rating';
import { formatRating } from '@shared/format-rating';

export function ReviewsCard({ buddy }: { buddy: PublicBuddy }) {
  if (buddy.reviews.length === 0) return null;
  const average = buddy.rating !== null && (
    <p className="flex items-center gap-2 text-sm text-stone-700">
      <StarRating rating={buddy.rating} />
      <span>
        {formatRating(buddy.rating)} · {buddy.reviewCount}{' '}
        {BUDDIES_TEXTS.reviewCount(buddy.reviewCount)}
      </span>
    </p>
  );
  return (
    <SectionCard size="lg" id="reviews-title" title={BUDDIES_TEXTS.reviews} aside={average}>
      <ul className="mt-4 divide-y divide-stone-200">
        {buddy.reviews.map((review, index) => (
          <li key={index} className="py-4 first:pt-0 last:pb-0">
            <figure>
              <StarRating rating={review.rating} />
              <blockquote className="mt-2 text-stone-800">
                “<bdi>{review.text}</bdi>”
              </blockquote>
              <figcaption className="mt-2 text-sm font-semibold text-stone-700">
                <bdi>{review.name}</bdi>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
