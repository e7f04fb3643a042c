import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { SESSION_STATUSES } from '@shared/sessions';
import { SESSION_STATUS_LABELS, SessionStatusBadge } from './session-status-badge';

describe('SessionStatusBadge', () => {
  it.each(SESSION_STATUSES)('names the status %s in words', (status) => {
    renderWithApp(<SessionStatusBadge status={status} />);
    expect(screen.getByText(SESSION_STATUS_LABELS[status], { exact: true })).toBeTruthy();
  });
});
