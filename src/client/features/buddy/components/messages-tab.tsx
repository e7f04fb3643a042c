import { Check, Reply } from 'lucide-react';
import { Link } from 'react-router';
import { RecentMessages } from '@/components/recent-messages';
import { Button } from '@/components/ui/button';
import { useMarkConversationRead } from '../api/mark-read';
import { BUDDY_TEXTS as TEXTS } from '../texts';
import { SupportCard } from './support-card';

/** How many conversations the tab lists; the messages screen has them all. */
const SHOWN = 10;

/**
 * SPEC: the Messages tab: 'Contact Moderator' and 'Your Support Messages', then the learners'
 * conversations from the real inbox with Reply (opens the chat) and Mark as Read.
 */
export function MessagesTab() {
  const markRead = useMarkConversationRead();
  return (
    <div className="grid gap-6">
      <SupportCard />
      <RecentMessages
        id="messages-from-learners"
        title={TEXTS.fromLearners}
        shown={SHOWN}
        empty={TEXTS.noLearnerMessages}
        actions={({ counterpart, unread }) => (
          <>
            <Button asChild size="sm" variant="outline">
              <Link
                to={`/messages?with=${encodeURIComponent(counterpart.id)}`}
                aria-label={TEXTS.replyTo(counterpart.name)}
              >
                <Reply aria-hidden="true" />
                {TEXTS.reply}
              </Link>
            </Button>
            {unread > 0 && (
              <Button
                size="sm"
                variant="ghost"
                disabled={markRead.isPending}
                aria-label={TEXTS.markAsReadFrom(counterpart.name)}
                onClick={() => markRead.mutate(counterpart.id)}
              >
                <Check aria-hidden="true" />
                {TEXTS.markAsRead}
              </Button>
            )}
          </>
        )}
      />
    </div>
  );
}
