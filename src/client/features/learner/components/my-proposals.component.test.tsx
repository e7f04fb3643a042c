import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { proposalsQueryOptions } from '@/features/sessions/api/get-proposals';
import { SESSION_STATUS_LABELS } from '@/features/sessions/components/session-status-badge';
import { renderWithApp } from '@/testing/render-with-app';
import type { Proposal } from '@shared/proposals-schemas';
import { MyProposals } from './my-proposals';

const LEARNER = { role: 'learner', userId: 'learner-1', fullName: 'Paul Profile' } as const;
const { queryKey } = proposalsQueryOptions('learner', LEARNER.userId);
const card = () => screen.getByRole('region', { name: 'My Proposals' });
const answered = (proposals: Partial<Proposal>[]) => [
  [queryKey, { pages: [{ proposals, nextCursor: null }], pageParams: [null] }] as const,
];

describe("the learner's proposals", () => {
  it('is a skeleton while they load', () => {
    renderWithApp(<MyProposals userId={LEARNER.userId} />, { signedIn: LEARNER });
    expect(card().querySelectorAll('.animate-pulse')).toHaveLength(1);
  });

  it('says so when they cannot be loaded', async () => {
    renderWithApp(<MyProposals userId={LEARNER.userId} />, { signedIn: LEARNER, offline: true });
    expect(await within(card()).findByText('We could not load your proposals.')).toBeTruthy();
  });

  it('says there are none', () => {
    renderWithApp(<MyProposals userId={LEARNER.userId} />, {
      signedIn: LEARNER,
      answers: answered([]),
    });
    expect(within(card()).getByText('No proposals found')).toBeTruthy();
  });

  it('lists each with its buddy, time, length, price and status', () => {
    renderWithApp(<MyProposals userId={LEARNER.userId} />, {
      signedIn: LEARNER,
      answers: answered([
        {
          id: 'proposal-1',
          activityType: 'Coffee Chats',
          buddyName: 'Noah Williams',
          proposedDate: '2026-12-08',
          proposedTime: '14:30',
          duration: 60,
          price: 25,
          status: 'pending',
        },
      ]),
    });
    const item = within(card()).getByRole('listitem');
    expect(item.textContent).toBe(
      `Coffee Chats with Noah WilliamsTue 8 Dec 2026, 14:30 · 60 min · €25.00${SESSION_STATUS_LABELS.pending}`,
    );
  });
});
