import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loginFor } from '@/lib/return-path';
import { LANDING_TEXTS } from '../texts';

const TEXTS = LANDING_TEXTS.dutchBuddies;

/**
 * Dutch buddies, as the server counts them: coming soon while none is listed (SPEC: landing
 * page), otherwise the way to the Dutch list, so that the card never says soon while
 * /buddies?language=dutch lists some. `listed` is undefined until the count is known.
 */
export function DutchBuddiesCard({ listed, signedIn }: { listed?: number; signedIn: boolean }) {
  if (listed === undefined) return <Skeleton className="h-48 rounded-3xl sm:h-40" />;
  const [title, text, link, action] =
    listed > 0
      ? [
          TEXTS.listed.title,
          TEXTS.listed.text(listed),
          signedIn ? '/buddies?language=dutch' : loginFor('/buddies?language=dutch'),
          TEXTS.listed.action,
        ]
      : [TEXTS.comingSoon.title, TEXTS.comingSoon.text, '/login', TEXTS.comingSoon.action];
  return (
    <div className="flex flex-col gap-6 rounded-3xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
      <div>
        <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">
          {TEXTS.eyebrow}
        </p>
        <h3 className="mt-2 text-2xl font-semibold">{title}</h3>
        <p className="mt-2 max-w-xl text-brand-50">{text}</p>
      </div>
      <Button asChild variant="outline" size="lg" className="shrink-0 self-start sm:self-auto">
        <Link to={link}>{action}</Link>
      </Button>
    </div>
  );
}
