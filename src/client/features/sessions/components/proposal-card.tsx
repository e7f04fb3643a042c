import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { failureText } from '@/lib/failure-text';
import type { Proposal } from '@shared/proposals-schemas';
import { cancellationNotice } from '@shared/session-actions';
import { mayAnswer, type SessionStatus } from '@shared/sessions';
import { useAnswerProposal, type ProposalAnswer } from '../api/answer-proposal';
import { useProposal } from '../api/get-proposal';
import { PROPOSAL_CARD_TEXTS } from './texts';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { BookedSessionActions } from './booked-session-actions';
import { CounterProposalForm } from './counter-proposal-form';
import { messageTime } from '@/lib/message-time';
import { OutsideAvailabilityMark, ProposalTerms } from './proposal-terms';

const TEXTS = PROPOSAL_CARD_TEXTS;

const STATUS_STYLE: Record<SessionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  modified: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-stone-200 text-stone-800',
  completed: 'bg-green-100 text-green-900',
  awaiting_payment: 'bg-amber-100 text-amber-900',
};

const DONE: Record<ProposalAnswer, string> = {
  approve: TEXTS.approved,
  reject: TEXTS.declined,
  accept: TEXTS.accepted,
  decline: TEXTS.declined,
};

/** The status in the viewer's words: whose turn it is. */
function statusText(proposal: Proposal, me: string): string {
  const text = TEXTS.status[proposal.status];
  if (typeof text === 'string') return text;
  return proposal.buddyId === me ? text.buddy : text.learner;
}

interface ProposalCardProps {
  proposalId: string;
  me: string;
  mine: boolean;
  at: string;
  /** The chat message's own words, shown if the proposal cannot be loaded. */
  fallback: string;
}

/**
 * A proposal in the chat: its terms and status, the answers the viewer may give now and, once
 * booked, what either side may do with the session.
 */
export function ProposalCard({ proposalId, me, mine, at, fallback }: ProposalCardProps) {
  const { data: proposal, isError } = useProposal(proposalId);

  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <article
        aria-label={proposal ? `${TEXTS.title}: ${proposal.activityType}` : TEXTS.title}
        className="w-full max-w-md rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
            <CalendarClock className="size-4" aria-hidden="true" />
            {TEXTS.title}
          </p>
          {proposal && (
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                STATUS_STYLE[proposal.status],
              )}
            >
              {statusText(proposal, me)}
            </span>
          )}
        </div>
        {proposal ? (
          <ProposalBody proposal={proposal} me={me} />
        ) : isError ? (
          <p dir="auto" className="mt-2 whitespace-pre-wrap text-stone-800">
            {fallback}
          </p>
        ) : (
          <div aria-hidden="true" className="mt-3 grid gap-2">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </article>
      <time dateTime={at} className="px-1 text-xs text-stone-600">
        {messageTime(at)}
      </time>
    </li>
  );
}

function ProposalBody({ proposal, me }: { proposal: Proposal; me: string }) {
  const answer = useAnswerProposal();
  const [suggesting, setSuggesting] = useState(false);
  const side = proposal.buddyId === me ? 'buddy' : proposal.learnerId === me ? 'learner' : null;
  const may = (a: ProposalAnswer | 'modify') =>
    side !== null && mayAnswer(side, proposal.status, a);

  const give = (a: ProposalAnswer) =>
    answer.mutate(
      { id: proposal.id, answer: a },
      {
        onSuccess: () => toast.success(DONE[a]),
        onError: (err) => toast.error(failureText(err, COMMON_TEXTS.somethingWrong)),
      },
    );

  const buttons = (['approve', 'accept', 'reject', 'decline'] as const).filter(may);

  return (
    <>
      <h3 className="mt-2 text-lg font-semibold">{proposal.activityType}</h3>
      <div className="mt-2">
        <ProposalTerms
          terms={{
            dateTime: proposal.proposedDateTime,
            duration: proposal.duration,
            location: proposal.location,
            price: proposal.price,
          }}
        />
      </div>
      {side !== null && proposal.status === 'pending' && !proposal.withinAvailability && (
        <OutsideAvailabilityMark side={side} />
      )}
      {proposal.message && (
        <p
          dir="auto"
          className="mt-3 border-l-2 border-stone-300 pl-3 text-sm whitespace-pre-wrap text-stone-800"
        >
          {proposal.message}
        </p>
      )}
      {proposal.counterProposal && (
        <div className="mt-3 rounded-xl bg-sky-50 p-3">
          <p className="mb-2 text-sm font-semibold text-sky-900">{TEXTS.suggestedInstead}</p>
          <ProposalTerms terms={proposal.counterProposal} />
        </div>
      )}
      {proposal.buddyResponse && (
        <p className="mt-3 text-sm whitespace-pre-wrap text-stone-800">
          <span className="font-semibold">
            <bdi>{proposal.buddyName}</bdi>:{' '}
          </span>
          <bdi>{proposal.buddyResponse}</bdi>
        </p>
      )}
      {side === 'learner' && may('accept') && proposal.counterProposal && (
        <p className="mt-3 text-sm text-stone-700">
          {cancellationNotice(new Date(proposal.counterProposal.dateTime), new Date())}
        </p>
      )}
      {(buttons.length > 0 || may('modify')) && !suggesting && (
        <div className="mt-4 flex flex-wrap gap-2">
          {buttons.map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === 'approve' || a === 'accept' ? 'primary' : 'outline'}
              disabled={answer.isPending}
              onClick={() => give(a)}
            >
              {a === 'approve' ? TEXTS.approve : a === 'accept' ? TEXTS.accept : TEXTS.decline}
            </Button>
          ))}
          {may('modify') && (
            <Button size="sm" variant="ghost" onClick={() => setSuggesting(true)}>
              {TEXTS.suggest}
            </Button>
          )}
        </div>
      )}
      {suggesting && (
        <CounterProposalForm proposal={proposal} onDone={() => setSuggesting(false)} />
      )}
      {side !== null &&
        (proposal.status === 'approved' || proposal.status === 'awaiting_payment') && (
          <BookedSessionActions proposal={proposal} side={side} />
        )}
    </>
  );
}
