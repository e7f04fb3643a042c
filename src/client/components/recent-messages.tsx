import { messageText } from '@shared/session-lines';
import type { Conversation } from '@shared/messaging';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { relativeTime } from '@shared/relative-time';
import { useConversations } from '@/hooks/use-conversations';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';

/**
 * The newest conversations of the signed-in user's inbox, each opening its chat: the learner's
 * Recent Messages, the buddy's Messages from Learners (with `actions` beside each).
 */
export function RecentMessages({
  id,
  title,
  shown = 3,
  empty = TEXTS.recentMessages.none,
  actions,
}: {
  id: string;
  title: string;
  shown?: number;
  empty?: string;
  actions?: (conversation: Conversation) => ReactNode;
}) {
  const inbox = useConversations();
  const conversations = inbox.data?.conversations.slice(0, shown);
  return (
    <SectionCard
      id={id}
      title={title}
      aside={
        <Link
          to="/messages"
          className="rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          {TEXTS.recentMessages.all}
        </Link>
      }
    >
      {!conversations ? (
        inbox.isError ? (
          <p className="text-sm text-stone-700">{TEXTS.recentMessages.loadFailed}</p>
        ) : (
          <div className="grid gap-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        )
      ) : conversations.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <MessageCircle className="size-4" aria-hidden="true" />
          {empty}
        </p>
      ) : (
        <ul className="grid gap-1">
          {conversations.map((conversation) => {
            const { counterpart, lastMessage, lastLine, lastMessageAt, unread } = conversation;
            return (
              <li key={counterpart.id} className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/messages?with=${encodeURIComponent(counterpart.id)}`}
                  className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-2 hover:bg-stone-50"
                >
                  <Avatar
                    name={counterpart.name}
                    photo={counterpart.photo}
                    alt=""
                    className="size-10"
                  />
                  <span className="grid min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <bdi className="truncate font-semibold">{counterpart.name}</bdi>
                      <span className="shrink-0 text-xs text-stone-600">
                        {relativeTime(lastMessageAt)}
                      </span>
                    </span>
                    <span dir="auto" className="truncate text-sm text-stone-700">
                      {messageText({ content: lastMessage, line: lastLine })}
                    </span>
                  </span>
                  {unread > 0 && (
                    <span className="grid min-w-6 place-items-center rounded-full bg-accent-700 px-1.5 text-xs font-semibold text-white">
                      {unread}
                      <span className="sr-only">{TEXTS.unread}</span>
                    </span>
                  )}
                </Link>
                {actions && (
                  <div className="flex gap-2 max-sm:w-full max-sm:justify-end">
                    {actions(conversation)}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
