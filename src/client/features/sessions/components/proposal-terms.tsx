import { CalendarX2 } from 'lucide-react';
import { amsterdamTime } from '@shared/amsterdam-time';
import { formatInAmsterdam } from '@shared/format-date';
import { formatEuros } from '@shared/format-money';
import type { Side } from '@shared/session-rules';
import { PROPOSAL_CARD_TEXTS } from './texts';

export interface Terms {
  /** The instant, ISO. */
  dateTime: string;
  duration: number;
  location: string;
  /** Euros. */
  price: number;
}

export const durationText = (minutes: number) => `${minutes} minutes`;

/** A proposal's when, how long, where and how much; the time as Amsterdam reads it. */
export function ProposalTerms({ terms }: { terms: Terms }) {
  const at = new Date(terms.dateTime);
  const rows: [string, string][] = [
    ['Date', formatInAmsterdam(at, 'EEEE d MMMM yyyy')],
    ['Time', `${amsterdamTime(at)} (Amsterdam)`],
    ['Duration', durationText(terms.duration)],
    ['Place', terms.location || 'To be agreed'],
    ['Price', formatEuros(Math.round(terms.price * 100))],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-stone-600">{term}</dt>
          <dd dir="auto" className="font-medium break-words text-ink">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A pending proposal's time lies outside the buddy's open times (decision 029): still possible,
 * so the buddy answers knowing it, and the learner knows why the answer may take longer.
 */
export function OutsideAvailabilityMark({ side }: { side: Side }) {
  return (
    <p className="mt-2 flex w-fit items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
      <CalendarX2 className="size-3.5 shrink-0" aria-hidden="true" />
      {PROPOSAL_CARD_TEXTS.outsideAvailability[side]}
    </p>
  );
}
