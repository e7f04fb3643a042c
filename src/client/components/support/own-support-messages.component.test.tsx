import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { SUPPORT_TEXTS } from '@shared/support';
import { ownSupportMessagesQueryOptions } from './api';
import { OwnSupportMessages } from './own-support-messages';

const BUDDY = { role: 'buddy', userId: 'buddy-1', fullName: 'Bram Buddy' } as const;
const { queryKey } = ownSupportMessagesQueryOptions();

describe("the caller's own support messages", () => {
  it('are marked busy while they load', () => {
    renderWithApp(<OwnSupportMessages />, { signedIn: BUDDY });
    expect(screen.getByRole('heading', { name: SUPPORT_TEXTS.yours })).toBeTruthy();
    expect(screen.getByText('…').getAttribute('aria-busy')).toBe('true');
  });

  it('say there are none yet', () => {
    renderWithApp(<OwnSupportMessages />, { signedIn: BUDDY, answers: [[queryKey, []]] });
    expect(screen.getByText('No support messages yet')).toBeTruthy();
  });
});
