import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render-with-app';
import type { Conversation } from '@shared/messaging';
import { MESSAGES_TEXTS } from '../texts';
import { ConversationList } from './conversation-list';

const hrefOf = (id: string) => `/messages?with=${id}`;

const conversation = (id: string, name: string, unread: number): Conversation => ({
  counterpart: { id, name, photo: null, role: 'buddy', buddySlug: null },
  lastMessage: `Hello from ${name}`,
  lastLine: null,
  lastMessageAt: new Date().toISOString(),
  unread,
});

describe('the conversation list', () => {
  it('is hidden skeletons while it loads', () => {
    const { container } = renderWithApp(
      <ConversationList conversations={undefined} selectedId={null} hrefOf={hrefOf} />,
    );
    expect(screen.queryByRole('list')).toBe(null);
    expect(container.querySelectorAll('.animate-pulse')).toHaveLength(12);
  });

  it('says there are no conversations yet', () => {
    renderWithApp(<ConversationList conversations={[]} selectedId={null} hrefOf={hrefOf} />);
    expect(screen.getByText(MESSAGES_TEXTS.noConversations, { exact: true })).toBeTruthy();
  });

  it('counts the unread messages of every conversation but the open one', () => {
    renderWithApp(
      <ConversationList
        conversations={[
          conversation('b1', 'Noah Williams', 2),
          conversation('b2', 'Eva de Vries', 3),
        ]}
        selectedId="b2"
        hrefOf={hrefOf}
      />,
    );
    const [noah, eva] = screen.getAllByRole('link');
    expect(noah?.getAttribute('href')).toBe('/messages?with=b1');
    expect(noah?.textContent).toContain('2 unread');
    expect(eva?.getAttribute('aria-current')).toBe('page');
    expect(eva?.textContent).not.toContain('unread');
  });
});
