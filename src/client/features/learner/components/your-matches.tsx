import { CalendarCheck, MapPin, Send, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { BuddyFacts } from '@/components/buddy-facts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import type { BuddyMatch } from '@shared/matching-schemas';
import { useMatches } from '../api/get-matches';
import { LEARNER_TEXTS as TEXTS } from '../texts';

/**
 * One click from a match: its profile with the booking dialog open on their next free time when
 * they book at once; otherwise the proposal to them, starting from that time.
 */
function bookingPath(match: BuddyMatch) {
  const slug = encodeURIComponent(match.id);
  const time = match.nextOpenAt && encodeURIComponent(match.nextOpenAt);
  if (match.instantBooking && time) return `/buddy/${slug}?book=${time}`;
  return `/messages?buddy=${slug}&propose=1${time ? `&time=${time}` : ''}`;
}

function MatchItem({ match }: { match: BuddyMatch }) {
  const instant = match.instantBooking && match.nextOpenAt !== null;
  return (
    <li className="grid gap-3 rounded-xl p-3 ring-1 ring-stone-200">
      <Link
        to={`/buddy/${encodeURIComponent(match.id)}`}
        className="flex min-w-0 items-center gap-3 rounded-lg hover:text-brand-700"
      >
        <Avatar name={match.name} photo={match.photo} alt="" className="size-14 text-xl" />
        <span className="grid min-w-0">
          <bdi className="truncate font-semibold">{match.name}</bdi>
          <span className="flex items-center gap-1 text-sm text-stone-600">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <bdi className="truncate">{match.location}</bdi>
          </span>
        </span>
      </Link>
      <BuddyFacts buddy={match} className="sm:grid-cols-2" />
      {match.reasons.length > 0 && (
        <ul aria-label={TEXTS.whyMatched(match.name)} className="grid gap-1 text-sm">
          {match.reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-1.5 text-brand-800">
              <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {reason}
            </li>
          ))}
        </ul>
      )}
      <Button asChild variant={instant ? 'accent' : 'outline'} className="w-full sm:w-auto">
        <Link
          to={bookingPath(match)}
          aria-label={instant ? TEXTS.bookWith(match.name) : TEXTS.sendProposalTo(match.name)}
        >
          {instant ? <CalendarCheck aria-hidden="true" /> : <Send aria-hidden="true" />}
          {instant ? TEXTS.book : TEXTS.sendProposal}
        </Link>
      </Button>
    </li>
  );
}

/** The buddies the server matched to the learner, each with why, and one click to book. */
export function YourMatches() {
  const matches = useMatches();
  return (
    <SectionCard id="your-matches" title={TEXTS.yourMatches}>
      {!matches.data ? (
        matches.isError ? (
          <p className="text-sm text-stone-700">{TEXTS.matchesFailed}</p>
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              {TEXTS.loadingMatches}
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40" />
            ))}
          </div>
        )
      ) : matches.data.length === 0 ? (
        <p className="text-sm text-stone-700">
          {TEXTS.noMatches}{' '}
          <Link
            to="/learner/welcome"
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {TEXTS.tellUs}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {matches.data.map((match) => (
            <MatchItem key={match.id} match={match} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
