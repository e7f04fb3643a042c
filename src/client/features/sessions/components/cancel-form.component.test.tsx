import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import { SESSION_ACTION_TEXTS } from '@shared/session-actions';
import { CancelForm } from './cancel-form';
import { SESSION_TEXTS } from './texts';

describe('cancelling a booked session', () => {
  it('asks for the reason the other side reads before sending', async () => {
    const { user } = renderWithApp(
      <CancelForm
        session={{ id: 'session-1' }}
        otherName="Noah Williams"
        onDone={() => {}}
        onBack={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: SESSION_TEXTS.cancelSession }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      SESSION_ACTION_TEXTS.reasonRequired,
    );
  });
});
