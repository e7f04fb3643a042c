import { messageText } from '@shared/session-lines';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { relativeTime } from '@shared/relative-time';
import { useConversations } from '@/hooks/use-conversations';
import { LEARNER_TEXTS as TEXTS } from '../texts';

const SHOWN = 3;

/** The newest conversations of the learner's inbox, each opening its chat. */
export function RecentMessages() {
  const inbox = useConversations();
  const conversations = inbox.data?.conversations.slice(0, SHOWN);
  return (
    <SectionCard
      id="recent-messages"
      title={TEXTS.recentMessages}
      aside={
        <Link
          to="/messages"
          className="rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          {TEXTS.allMessages}
        </Link>
      }
    >
      {!conversations ? (
        inbox.isError ? (
          <p className="text-sm text-stone-700">We could not load your messages.</p>
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
          {TEXTS.noConversations}
        </p>
      ) : (
        <ul className="grid gap-1">
          {conversations.map(({ counterpart, lastMessage, lastLine, lastMessageAt, unread }) => (
            <li key={counterpart.id}>
              <Link
                to={`/messages?with=${encodeURIComponent(counterpart.id)}`}
                className="flex items-center gap-3 rounded-xl p-2 hover:bg-stone-50"
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
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
