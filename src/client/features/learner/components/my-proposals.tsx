import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { amsterdamInstant, formatInAmsterdam } from '@shared/amsterdam-time';
import type { Proposal } from '@shared/proposals';
import { useLearnerProposals } from '../api/get-proposals';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { SessionStatusBadge } from './status-badges';

const when = (p: Proposal) => {
  try {
    return formatInAmsterdam(
      amsterdamInstant(p.proposedDate, p.proposedTime),
      'EEE d MMM yyyy, HH:mm',
    );
  } catch {
    return `${p.proposedDate} ${p.proposedTime}`;
  }
};

/** The learner's proposals, newest first as the server sends them, and Make New Proposal. */
export function MyProposals({ userId }: { userId: string }) {
  const proposals = useLearnerProposals(userId);
  return (
    <SectionCard
      id="my-proposals"
      title={TEXTS.myProposals}
      aside={
        <Button asChild size="sm">
          <Link to="/messages">
            <Plus aria-hidden="true" />
            {TEXTS.makeNewProposal}
          </Link>
        </Button>
      }
    >
      {!proposals.data ? (
        proposals.isError ? (
          <p className="text-sm text-stone-700">We could not load your proposals.</p>
        ) : (
          <Skeleton className="h-20" />
        )
      ) : proposals.data.length === 0 ? (
        <p className="text-sm text-stone-700">{TEXTS.proposal.noProposals}</p>
      ) : (
        <ul className="grid max-h-[600px] gap-2 overflow-y-auto">
          {proposals.data.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
            >
              <p className="min-w-0 text-sm">
                <span className="font-semibold">{p.activityType}</span> with {p.buddyName}
                <br />
                <span className="text-stone-700">
                  {when(p)} · {p.duration} min · €{p.price.toFixed(2)}
                </span>
              </p>
              <SessionStatusBadge status={p.status} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
