import { ArrowRightLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { failureText } from '@/lib/failure-text';
import { isolate } from '@/lib/isolate';
import type { Proposal } from '@shared/proposals-schemas';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import type { Side } from '@shared/session-rules';
import { useSessionPayment } from '../api/payment';
import { useAnswerMove, type MoveAnswer } from '../api/session-actions';
import { deadline, PayButton } from './payment-due';
import { ProposalTerms } from './proposal-terms';
import { MOVE_TEXTS as TEXTS } from './texts';

const DONE: Record<MoveAnswer, string> = {
  accept: SESSION_ACTION_TEXTS.moveAccepted,
  decline: SESSION_ACTION_TEXTS.moveDeclined,
  withdraw: SESSION_ACTION_TEXTS.moveWithdrawn,
};

const cents = (euros: number) => Math.round(euros * 100);

/**
 * A move of a booked session one side asked for (decision 039), on its card and in its dialog:
 * the new terms and what they do to the money; the other side accepts or declines, the one who
 * asked may take it back. Accepted and dearer, the learner pays the difference here (or keeps
 * the session as booked); the buddy reads until when.
 */
export function MoveRequest({ proposal, side }: { proposal: Proposal; side: Side }) {
  const answer = useAnswerMove();
  const payment = useSessionPayment(proposal.id);
  const move = proposal.move;
  if (!move) return null;
  const mine = move.by === side;
  const learner = isolate(proposal.learnerName);
  const asker = isolate(move.by === 'learner' ? proposal.learnerName : proposal.buddyName);
  const paid = payment.data?.paidAt != null;
  const difference = cents(move.terms.price) - cents(proposal.price);
  const give = (a: MoveAnswer) =>
    answer.mutate(
      { id: proposal.id, answer: a },
      {
        onSuccess: () => toast.success(DONE[a]),
        onError: (err) => toast.error(failureText(err, COMMON_TEXTS.somethingWrong)),
      },
    );
  const button = (a: MoveAnswer, label: string) => (
    <Button
      size="sm"
      variant={a === 'accept' ? 'primary' : 'outline'}
      disabled={answer.isPending}
      onClick={() => give(a)}
    >
      {label}
    </Button>
  );
  const awaited =
    move.status === 'awaiting_payment' &&
    payment.data?.kind === 'move' &&
    payment.data.status === 'awaiting'
      ? payment.data
      : null;

  return (
    <section
      aria-label={mine ? TEXTS.youAsked : TEXTS.theyAsked(asker)}
      className="grid gap-2 rounded-xl bg-sky-50 p-3"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-sky-900">
        <ArrowRightLeft className="size-4" aria-hidden="true" />
        {move.status === 'awaiting_payment'
          ? TEXTS.accepted
          : mine
            ? TEXTS.youAsked
            : TEXTS.theyAsked(asker)}
      </p>
      <ProposalTerms terms={move.terms} />
      {move.reason && (
        <p dir="auto" className="border-l-2 border-sky-300 pl-3 text-sm whitespace-pre-wrap">
          {move.reason}
        </p>
      )}
      {move.status === 'asked' && (
        <>
          <p className="text-sm text-stone-800">
            {paid && difference > 0
              ? side === 'learner'
                ? TEXTS.youPayMore(difference)
                : TEXTS.theyPayMore(learner, difference)
              : paid && difference < 0
                ? side === 'learner'
                  ? TEXTS.youGetBack(-difference)
                  : TEXTS.theyGetBack(learner, -difference)
                : null}{' '}
            {TEXTS.stays}
          </p>
          <div className="flex flex-wrap gap-2">
            {mine ? (
              button('withdraw', TEXTS.withdraw)
            ) : (
              <>
                {button('accept', TEXTS.accept)}
                {button('decline', TEXTS.decline)}
              </>
            )}
          </div>
        </>
      )}
      {awaited && side === 'learner' && (
        <>
          <div className="flex flex-wrap gap-2">
            <PayButton sessionId={proposal.id} label={TEXTS.payDifference(awaited.amountCents)} />
            {button('withdraw', TEXTS.keepAsBooked)}
          </div>
          <p className="text-sm text-sky-900">{TEXTS.payBy(deadline(awaited.dueAt))}</p>
        </>
      )}
      {awaited && side === 'buddy' && (
        <p className="text-sm text-stone-800">
          {TEXTS.learnerPays(learner, awaited.amountCents, deadline(awaited.dueAt))}
        </p>
      )}
    </section>
  );
}
