import { describe, expect, it } from 'vitest';
import { messageText, sessionLineText, type SessionLine } from './session-lines';

const line: SessionLine = {
  kind: 'proposed',
  activityId: 'coffee-chats',
  startsAt: '2026-12-01T13:00:00.000Z',
  durationMinutes: 60,
  location: 'Café de Jaren',
  priceCents: 2500,
};

describe('session lines', () => {
  it('words a line in Amsterdam time, winter and summer', () => {
    expect(sessionLineText(line)).toBe(
      'Activity proposal: Coffee Chats on Tue 1 Dec 2026 at 14:00 (60 minutes) at Café de Jaren, €25.00.',
    );
    expect(
      sessionLineText({ ...line, kind: 'cancelled', startsAt: '2027-07-01T08:30:00.000Z' }),
    ).toBe(
      'Session cancelled: Coffee Chats on Thu 1 Jul 2027 at 10:30 (60 minutes) at Café de Jaren, €25.00.',
    );
  });

  it('words September as the lines stored as text did ("Sep", whatever the ICU version)', () => {
    expect(sessionLineText({ ...line, startsAt: '2026-09-05T07:00:00.000Z' })).toContain(
      'on Sat 5 Sep 2026 at 09:00 (60 minutes)',
    );
  });

  it('puts the sender’s words after the line, and a plain message as it is', () => {
    expect(messageText({ content: 'See you!', line })).toMatch(/€25\.00\.\n\nSee you!$/);
    expect(messageText({ content: '', line })).toBe(sessionLineText(line));
    expect(messageText({ content: 'Hi', line: null })).toBe('Hi');
  });
});
