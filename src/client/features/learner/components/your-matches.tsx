import { CalendarCheck, ChevronDown, HandHeart, Send, Sparkles } from 'lucide-react';
import { useRef, useState, type RefCallback } from 'react';
import { Link } from 'react-router';
import { BuddyFacts } from '@/components/buddy-facts';
import { BuddyLink } from '@/components/buddy-link';
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

function MatchItem({ match, ref }: { match: BuddyMatch; ref?: RefCallback<HTMLLIElement> }) {
  const instant = match.instantBooking && match.nextOpenAt !== null;
  return (
    <li
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className="grid gap-3 rounded-xl p-3 ring-1 ring-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
    >
      <BuddyLink buddy={match} size="large" className="rounded-lg hover:text-brand-700" />
      {match.teamNote !== null && (
        <section
          aria-label={TEXTS.teamNoteOn(match.name)}
          className="grid gap-1 rounded-lg bg-brand-50 p-3 text-sm ring-1 ring-brand-200"
        >
          <p className="flex items-center gap-1.5 font-semibold text-brand-800">
            <HandHeart className="size-4 shrink-0" aria-hidden="true" />
            {TEXTS.fromYourTeam}
          </p>
          <p className="whitespace-pre-line text-stone-800" dir="auto">
            {match.teamNote}
          </p>
        </section>
      )}
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

/** Matches shown before "Show all matches": a phone's screen or two, not twelve cards. */
export const MATCHES_FIRST_SHOWN = 4;

/**
 * The buddies the server matched to the learner, each with why, and one click to book: the
 * first few, and the rest behind a button. Those their Buddies team pinned come first, with the
 * team's note (decision 064).
 */
export function YourMatches() {
  const matches = useMatches();
  const [showAll, setShowAll] = useState(false);
  const focusFirstShown = useRef(false);
  // The button goes once pressed: the keyboard goes on at the first match it showed.
  const firstShown: RefCallback<HTMLLIElement> = (element) => {
    if (!element || !focusFirstShown.current) return;
    focusFirstShown.current = false;
    element.focus();
  };
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
        <div className="grid gap-3">
          <ul id="your-matches-list" className="grid gap-3 md:grid-cols-2">
            {(showAll ? matches.data : matches.data.slice(0, MATCHES_FIRST_SHOWN)).map(
              (match, i) => (
                <MatchItem
                  key={match.id}
                  match={match}
                  ref={i === MATCHES_FIRST_SHOWN ? firstShown : undefined}
                />
              ),
            )}
          </ul>
          {!showAll && matches.data.length > MATCHES_FIRST_SHOWN && (
            <Button
              variant="outline"
              className="justify-self-center"
              aria-controls="your-matches-list"
              aria-expanded={false}
              onClick={() => {
                focusFirstShown.current = true;
                setShowAll(true);
              }}
            >
              <ChevronDown aria-hidden="true" />
              {TEXTS.showAllMatches(matches.data.length)}
            </Button>
          )}
        </div>
      )}
    </SectionCard>
  );
}
