import { messageText } from '@shared/session-lines';
import { ArrowDown, MessageCircle } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { failureText } from '@/lib/failure-text';
import type { Counterpart } from '@shared/messaging';
import { useConversation } from '../api/get-conversation';
import { useMarkRead } from '../api/mark-read';
import { newClientKey, useSendAttempts, useSendMessage } from '../api/send-message';
import { chatEntries, type ChatEntry, type Outgoing } from '../chat-entries';
import { MESSAGES_TEXTS } from '../texts';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { EmptyNote } from './empty-note';
import { MessageBubble } from './message-bubble';
import { ProposalCard } from '@/features/sessions/components/proposal-card';

/** How close to the bottom still counts as reading the newest messages (px). */
const NEAR_BOTTOM = 80;

const keyOf = (entry: ChatEntry | undefined) =>
  entry && (entry.kind === 'sent' ? entry.message.id : entry.outgoing.clientKey);

interface ChatPaneProps {
  counterpart: Counterpart;
  me: string;
  backHref: string;
  onPropose?: () => void;
}

/** One conversation: its messages and proposals, live, and the box to write the next one. */
export function ChatPane({ counterpart, me, backHref, onPropose }: ChatPaneProps) {
  const conversation = useConversation(counterpart.id);
  const attempts = useSendAttempts(counterpart.id);
  const send = useSendMessage();
  const markRead = useMarkRead();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = conversation;

  const loaded = data !== undefined;
  const entries = useMemo(() => chatEntries(data?.pages ?? [], attempts), [data, attempts]);
  // The newest message the user has not read yet, if any.
  const newestUnread = entries.findLast(
    (e) => e.kind === 'sent' && e.message.receiverId === me && e.message.readAt === null,
  );
  const newestUnreadId = newestUnread?.kind === 'sent' ? newestUnread.message.id : undefined;
  // The card shows once per proposal, at its first message; later ones read as messages.
  const firstOfProposal = useMemo(() => {
    const seen = new Set<string>();
    return new Set(
      entries.flatMap((e) => {
        if (e.kind !== 'sent' || !e.message.proposalId || seen.has(e.message.proposalId)) {
          return [];
        }
        seen.add(e.message.proposalId);
        return [e.message.id];
      }),
    );
  }, [entries]);
  const lastSeen = entries.findLast(
    (e) => e.kind === 'sent' && e.message.senderId === me && e.message.readAt !== null,
  );

  // Opening the conversation, and every message arriving while it is open, marks it read.
  // Once per newest unread message: a failed call is not repeated in a loop.
  const { mutate: markReadNow } = markRead;
  const markedUpTo = useRef<string>(undefined);
  useEffect(() => {
    if (!newestUnreadId || markedUpTo.current === newestUnreadId) return;
    markedUpTo.current = newestUnreadId;
    markReadNow(counterpart.id);
  }, [newestUnreadId, markReadNow, counterpart.id]);

  // The bubble says it was not sent; the toast says why (a refusal, too many, the network).
  const sendOnce = (outgoing: Outgoing) =>
    send.mutate(outgoing, {
      onError: (error) => toast.error(failureText(error, MESSAGES_TEXTS.notSent)),
    });
  const sendNew = (content: string) =>
    sendOnce({ receiverId: counterpart.id, content, clientKey: newClientKey() });

  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLOListElement>(null);
  // Following the newest messages: true until the reader scrolls up, again once at the bottom.
  const stuck = useRef(true);
  const lastTop = useRef(0);
  // What the chat showed at the last layout; nothing at first, so that a conversation opens at
  // its newest message however it got its messages (loaded now, or from the cache).
  const shown = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const lastKey = keyOf(entries.at(-1));
  // As the scroll handler saw it: following, and the newest entry the reader had in view.
  const [reading, setReading] = useState<{ following: boolean; seen?: string }>({
    following: true,
  });
  const newBelow = !reading.following && reading.seen !== lastKey;

  // New messages at the bottom keep a reader who was there at the bottom (and always show the
  // user's own); older ones loaded above keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = keyOf(entries[0]);
    const last = keyOf(entries.at(-1));
    const before = shown.current;
    const newest = entries.at(-1);
    const mine = newest?.kind !== 'sent' || newest.message.senderId === me;
    if (before.last === last && before.first !== first && before.height > 0) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if (before.last !== last && (stuck.current || mine)) {
      el.scrollTop = el.scrollHeight;
      stuck.current = true;
    }
    shown.current = { first, last, height: el.scrollHeight };
  }, [entries, me]);

  // Cards that finish loading grow the chat: a reader at the bottom stays there.
  useEffect(() => {
    const el = scroller.current;
    const list = content.current;
    if (!el || !list) return;
    const observer = new ResizeObserver(() => {
      if (stuck.current) el.scrollTop = el.scrollHeight;
      shown.current.height = el.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [loaded]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
    // Only the reader moving up stops the following: a scroll event that arrives after a card
    // grew the chat (before it was followed down) finds it far from the bottom, but not moved.
    const following = nearBottom || (stuck.current && el.scrollTop >= lastTop.current);
    stuck.current = following;
    lastTop.current = el.scrollTop;
    setReading((r) => {
      // Whoever was following saw everything up to the newest.
      const seen = following || r.following ? lastKey : r.seen;
      return r.following === following && r.seen === seen ? r : { following, seen };
    });
    if (el.scrollTop < 40 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  const toNewest = () => {
    const el = scroller.current;
    if (!el) return;
    stuck.current = true;
    el.scrollTop = el.scrollHeight;
    // The pill goes away: the keyboard carries on in the messages it led to.
    el.focus({ preventScroll: true });
  };

  return (
    <section
      aria-label={MESSAGES_TEXTS.conversationWith(counterpart.name)}
      className="flex min-h-0 flex-1 flex-col"
    >
      <ChatHeader counterpart={counterpart} backHref={backHref} onPropose={onPropose} />
      <div className="relative flex min-h-0 flex-1 flex-col">
        <div
          ref={scroller}
          onScroll={onScroll}
          role="log"
          aria-label={MESSAGES_TEXTS.messagesWith(counterpart.name)}
          // Focusable, so that the keyboard scrolls it too.
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 -outline-offset-2 sm:px-5"
        >
          {conversation.isError ? (
            <LoadError
              title={MESSAGES_TEXTS.loadFailed}
              onRetry={() => void conversation.refetch()}
            />
          ) : !loaded ? (
            <ChatSkeleton />
          ) : (
            <>
              {hasNextPage && (
                <div className="mb-4 flex justify-center">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={isFetchingNextPage}
                    onClick={() => void fetchNextPage()}
                  >
                    {isFetchingNextPage ? 'Loading…' : MESSAGES_TEXTS.loadEarlier}
                  </Button>
                </div>
              )}
              {entries.length === 0 && (
                <EmptyNote
                  icon={MessageCircle}
                  text={MESSAGES_TEXTS.noMessages}
                  className="h-full justify-center"
                />
              )}
              <ol ref={content} className="grid gap-3">
                {entries.map((entry) => {
                  if (entry.kind !== 'sent') {
                    return (
                      <MessageBubble
                        key={entry.outgoing.clientKey}
                        mine
                        content={entry.outgoing.content}
                        at={entry.at}
                        state={entry.kind}
                        onRetry={() => sendOnce(entry.outgoing)}
                      />
                    );
                  }
                  const { message } = entry;
                  const mine = message.senderId === me;
                  if (message.proposalId && firstOfProposal.has(message.id)) {
                    return (
                      <ProposalCard
                        key={message.id}
                        proposalId={message.proposalId}
                        me={me}
                        mine={mine}
                        at={message.createdAt}
                        fallback={messageText(message)}
                      />
                    );
                  }
                  return (
                    <MessageBubble
                      key={message.id}
                      mine={mine}
                      content={messageText(message)}
                      at={message.createdAt}
                      state={entry === lastSeen ? 'seen' : undefined}
                    />
                  );
                })}
              </ol>
            </>
          )}
        </div>
        {newBelow && (
          <Button
            size="sm"
            onClick={toNewest}
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-lg"
          >
            <ArrowDown aria-hidden="true" />
            {MESSAGES_TEXTS.newMessages}
          </Button>
        )}
      </div>
      <Composer key={counterpart.id} name={counterpart.name} onSend={sendNew} />
    </section>
  );
}

function ChatSkeleton() {
  return (
    <div className="grid gap-3">
      {['w-1/2', 'w-2/5 justify-self-end', 'w-3/5', 'w-1/3 justify-self-end'].map((w) => (
        <Skeleton key={w} className={`h-12 rounded-2xl ${w}`} />
      ))}
      <span className="sr-only">{MESSAGES_TEXTS.loadingMessages}</span>
    </div>
  );
}
