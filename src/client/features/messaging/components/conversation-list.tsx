import { messageText } from '@shared/session-lines';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { Conversation } from '@shared/messaging';
import { relativeTime } from '@shared/relative-time';
import { useNow } from '@/hooks/use-now';
import { EmptyNote } from './empty-note';
import { MESSAGES_TEXTS } from '../texts';

interface ConversationListProps {
  conversations: Conversation[] | undefined;
  selectedId: string | null;
  /** The link that opens a conversation. */
  hrefOf: (counterpartId: string) => string;
}

/** The conversations, most recent first: who, the last message, how long ago, unread. */
export function ConversationList({ conversations, selectedId, hrefOf }: ConversationListProps) {
  const now = useNow();

  if (!conversations) {
    return (
      <ul aria-hidden="true" className="divide-y divide-stone-100">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex gap-3 px-4 py-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="grid flex-1 content-center gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3.5 w-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  if (conversations.length === 0) {
    return (
      <EmptyNote
        icon={MessagesSquare}
        text={MESSAGES_TEXTS.noConversations}
        className="px-6 py-12"
      />
    );
  }

  return (
    <ul className="divide-y divide-stone-100">
      {conversations.map(({ counterpart, lastMessage, lastLine, lastMessageAt, unread }) => {
        const selected = counterpart.id === selectedId;
        // The open conversation is being read: its count is on its way to zero.
        const unseen = selected ? 0 : unread;
        return (
          <li key={counterpart.id}>
            <Link
              to={hrefOf(counterpart.id)}
              aria-current={selected ? 'page' : undefined}
              className={cn(
                'flex gap-3 px-4 py-3 -outline-offset-2 hover:bg-stone-50',
                selected && 'bg-brand-50 hover:bg-brand-50',
              )}
            >
              <Avatar
                name={counterpart.name}
                photo={counterpart.photo}
                alt=""
                className="size-11"
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate', unseen > 0 ? 'font-bold' : 'font-semibold')}>
                    <bdi>{counterpart.name}</bdi>
                  </span>
                  <time dateTime={lastMessageAt} className="shrink-0 text-xs text-stone-600">
                    {relativeTime(lastMessageAt, now)}
                  </time>
                </div>
                <div className="mt-0.5 flex items-center justify-between gap-2">
                  <span
                    dir="auto"
                    className={cn(
                      'truncate text-sm',
                      unseen > 0 ? 'font-medium text-ink' : 'text-stone-600',
                    )}
                  >
                    {messageText({ content: lastMessage, line: lastLine })}
                  </span>
                  {unseen > 0 && (
                    <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-accent-700 px-1.5 text-xs font-bold text-white">
                      {unseen}
                      <span className="sr-only"> {MESSAGES_TEXTS.unread}</span>
                    </span>
                  )}
                </div>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
