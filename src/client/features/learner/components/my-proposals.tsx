import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { amsterdamInstant } from '@shared/amsterdam-time';
import { formatInAmsterdam } from '@shared/format-date';
import type { Proposal } from '@shared/proposals-schemas';
import { useProposals } from '@/features/sessions/api/get-proposals';
import { LEARNER_TEXTS as TEXTS } from '../texts';
import { SessionList } from './session-list';
import { formatEuros } from '@shared/format-money';

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

/**
 * The learner's proposals, latest first as the server sends them, a page at a time (Show earlier
 * proposals), and Make New Proposal.
 */
export function MyProposals({ userId }: { userId: string }) {
  const proposals = useProposals('learner', userId);
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
      <SessionList
        items={proposals.data?.pages
          .flatMap((page) => page.proposals)
          .map((p) => ({
            id: p.id,
            activity: p.activityType,
            who: p.buddyName,
            details: `${when(p)} · ${p.duration} min · ${formatEuros(Math.round(p.price * 100))}`,
            status: p.status,
          }))}
        failed={proposals.isError && !proposals.data}
        failedText="We could not load your proposals."
        empty={TEXTS.proposal.noProposals}
        skeletonClassName="h-20"
      />
      {proposals.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {TEXTS.moreProposalsFailed}
        </p>
      )}
      {proposals.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={proposals.isFetchingNextPage}
          onClick={() => void proposals.fetchNextPage()}
        >
          {proposals.isFetchingNextPage ? 'Loading…' : TEXTS.moreProposals}
        </Button>
      )}
    </SectionCard>
  );
}
