import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import type { SessionPayment } from '@shared/payments';
import type { Proposal } from '@shared/proposals-schemas';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import type { Side } from '@shared/session-rules';
import { paymentsKey } from '../api/payment';
import { proposalQueryOptions } from '../api/get-proposal';
import { ProposalCard } from './proposal-card';
import { PAYMENT_DUE_TEXTS, PROPOSAL_CARD_TEXTS as TEXTS, SESSION_TEXTS } from './texts';
import { deadline } from './payment-due';

const LEARNER = { id: 'learner-1', name: 'Lotte Learner' };
const BUDDY = { id: 'buddy-1', name: 'Bas Buddy' };
const DAY = 86_400_000;

/** A Coffee Chat between the two, ten days ahead unless `startsIn` says otherwise. */
function proposal(changes: Partial<Proposal> & { startsIn?: number } = {}): Proposal {
  const { startsIn = 10 * DAY, ...rest } = changes;
  const at = new Date(Date.now() + startsIn).toISOString();
  return {
    id: 'proposal-1',
    status: 'pending',
    learner: { fullName: LEARNER.name },
    buddy: { fullName: BUDDY.name },
    learnerId: LEARNER.id,
    buddyId: BUDDY.id,
    buddySlug: 'bas',
    learnerName: LEARNER.name,
    buddyName: BUDDY.name,
    activityType: 'Coffee Chats',
    proposedDate: at.slice(0, 10),
    proposedTime: at.slice(11, 16),
    duration: 60,
    location: 'Café de Jaren',
    price: 25,
    proposedDateTime: at,
    proposedDuration: 60,
    proposedLocation: 'Café de Jaren',
    proposedPrice: 25,
    message: 'Shall we have a coffee?',
    buddyResponse: null,
    counterProposal: null,
    move: null,
    learnerConfirmed: false,
    buddyConfirmed: false,
    learnerReported: false,
    buddyReported: false,
    moderatorNotified: false,
    withinAvailability: true,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...rest,
  };
}

const ME: Record<Side, { id: string; name: string }> = { learner: LEARNER, buddy: BUDDY };

/**
 * The card as `side` sees it in the chat: `shown` and `payment` are the server's answers, if
 * any; offline, an unanswered read fails.
 */
function renderCard(side: Side, shown?: Proposal, payment?: SessionPayment, offline = false) {
  const me = ME[side];
  const answers = [
    ...(shown ? [[proposalQueryOptions(shown.id).queryKey, shown] as const] : []),
    ...(payment ? [[[...paymentsKey, 'proposal-1'], payment] as const] : []),
  ];
  return renderWithApp(
    <ul>
      <ProposalCard
        proposalId="proposal-1"
        me={me.id}
        mine={side === 'learner'}
        at={new Date().toISOString()}
        fallback="Proposed: Coffee Chats"
      />
    </ul>,
    { answers, offline, signedIn: { role: side, userId: me.id, fullName: me.name } },
  );
}

const card = () => screen.getByRole('article');
const buttons = () =>
  within(card())
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('the proposal card', () => {
  it('is a skeleton under its title while the proposal loads', () => {
    renderCard('learner');
    expect(screen.getByRole('article', { name: TEXTS.title })).toBeTruthy();
    expect(card().querySelectorAll('.animate-pulse')).toHaveLength(2);
    expect(buttons()).toEqual([]);
  });

  it("shows the chat message's own words when the proposal cannot be loaded", async () => {
    renderCard('learner', undefined, undefined, true);
    expect(await screen.findByText('Proposed: Coffee Chats', { exact: true })).toBeTruthy();
  });

  it('pending: the buddy approves, declines or suggests another time; the learner waits', () => {
    const view = renderCard('buddy', proposal());
    expect(screen.getByRole('article', { name: `${TEXTS.title}: Coffee Chats` })).toBeTruthy();
    expect(screen.getByText(TEXTS.status.pending.buddy)).toBeTruthy();
    expect(screen.getByText('Shall we have a coffee?')).toBeTruthy();
    expect(buttons()).toEqual([TEXTS.approve, TEXTS.decline, TEXTS.suggest]);
    view.unmount();

    renderCard('learner', proposal());
    expect(screen.getByText(TEXTS.status.pending.learner)).toBeTruthy();
    expect(buttons()).toEqual([]);
  });

  it.each(['buddy', 'learner'] as const)(
    'pending outside the buddy’s open times: the %s is told',
    (side) => {
      renderCard(side, proposal({ withinAvailability: false }));
      expect(screen.getByText(TEXTS.outsideAvailability[side])).toBeTruthy();
    },
  );

  it('modified: the learner accepts or declines the time suggested instead; the buddy waits', () => {
    const counterProposal = {
      date: '',
      time: '',
      dateTime: new Date(Date.now() + 12 * DAY).toISOString(),
      duration: 90,
      location: 'Vondelpark',
      price: 37.5,
    };
    const view = renderCard('learner', proposal({ status: 'modified', counterProposal }));
    expect(screen.getByText(TEXTS.status.modified.learner)).toBeTruthy();
    expect(screen.getByText(TEXTS.suggestedInstead)).toBeTruthy();
    expect(screen.getByText('Vondelpark')).toBeTruthy();
    expect(buttons()).toEqual([TEXTS.accept, TEXTS.decline]);
    view.unmount();

    renderCard('buddy', proposal({ status: 'modified', counterProposal }));
    expect(screen.getByText(TEXTS.status.modified.buddy)).toBeTruthy();
    expect(buttons()).toEqual([]);
  });

  it.each(['buddy', 'learner'] as const)(
    'approved and ahead: the %s adds it to a calendar, asks to move or cancels it',
    (side) => {
      renderCard(side, proposal({ status: 'approved' }));
      expect(screen.getByText(TEXTS.status.approved)).toBeTruthy();
      expect(buttons()).toEqual([
        SESSION_TEXTS.addToCalendar,
        SESSION_TEXTS.askToMove,
        SESSION_TEXTS.cancelSession,
      ]);
      expect(screen.getByText(SESSION_TEXTS.cancelWindowOpen)).toBeTruthy();
    },
  );

  it('approved and starting within the cancellation window: cancelling and moving are closed', () => {
    renderCard('learner', proposal({ status: 'approved', startsIn: 3_600_000 }));
    const cancel = screen.getByRole('button', { name: SESSION_TEXTS.cancelSession });
    expect(cancel.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(SESSION_ACTION_TEXTS.cancelWindow)).toBeTruthy();
  });

  it('approved and ended: each side confirms it or reports a problem, then reads its own word', () => {
    const ended = { status: 'approved', startsIn: -2 * DAY } as const;
    let view = renderCard('learner', proposal(ended));
    expect(buttons()).toEqual([SESSION_TEXTS.confirm, SESSION_TEXTS.reportProblem]);
    view.unmount();

    view = renderCard('learner', proposal({ ...ended, learnerConfirmed: true }));
    expect(screen.getByText(SESSION_TEXTS.youConfirmed)).toBeTruthy();
    expect(buttons()).toEqual([]);
    view.unmount();

    renderCard('buddy', proposal({ ...ended, learnerConfirmed: true, buddyReported: true }));
    expect(screen.getByText(SESSION_ACTION_TEXTS.reportedAlready)).toBeTruthy();
    expect(buttons()).toEqual([]);
  });

  it('awaiting payment: the learner pays by the deadline; the buddy reads until when', () => {
    const dueAt = new Date(Date.now() + DAY).toISOString();
    const payment: SessionPayment = {
      kind: 'booking',
      status: 'awaiting',
      amountCents: 2500,
      dueAt,
      paidAt: null,
      paidCents: 0,
      refundedCents: 0,
    };
    const waiting = proposal({ status: 'awaiting_payment' });
    const view = renderCard('learner', waiting, payment);
    expect(screen.getByText(TEXTS.status.awaiting_payment.learner)).toBeTruthy();
    expect(buttons()).toEqual([PAYMENT_DUE_TEXTS.pay(2500), SESSION_TEXTS.cancelSession]);
    expect(screen.getByText(PAYMENT_DUE_TEXTS.payBy(deadline(dueAt)))).toBeTruthy();
    view.unmount();

    renderCard('buddy', waiting, payment);
    expect(screen.getByText(TEXTS.status.awaiting_payment.buddy)).toBeTruthy();
    expect(screen.getByText(PAYMENT_DUE_TEXTS.learnerPays(deadline(dueAt)))).toBeTruthy();
    expect(buttons()).toEqual([SESSION_TEXTS.cancelSession]);
  });

  it.each([
    ['rejected', TEXTS.status.rejected],
    ['cancelled', TEXTS.status.cancelled],
    ['completed', TEXTS.status.completed],
  ] as const)('%s: says so to both sides, with nothing left to do', (status, text) => {
    for (const side of ['learner', 'buddy'] as const) {
      const view = renderCard(side, proposal({ status, startsIn: -2 * DAY }));
      expect(screen.getByText(text, { exact: true })).toBeTruthy();
      expect(buttons()).toEqual([]);
      view.unmount();
    }
  });
});
