import { amsterdamTime, formatInAmsterdam } from '@shared/amsterdam-time';
import { formatEuros } from '@shared/pricing';

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
