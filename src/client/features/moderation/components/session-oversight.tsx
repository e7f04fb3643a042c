import { CalendarDays, MessageCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { SessionStatusBadge } from '@/features/sessions/components/session-status-badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PagedList } from '@/components/ui/paged-list';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { useConversations } from '@/hooks/use-conversations';
import { newClientKey } from '@/lib/client-key';
import { failureText } from '@/lib/failure-text';
import { MESSAGE_MAX_LENGTH } from '@shared/messaging';
import { formatInAmsterdam } from '@shared/format-date';
import { SESSION_LISTS, type ModeratedSession, type SessionList } from '@shared/moderation';
import { useMarkNotified, useMessageBothUsers, useModeratedSessions } from '../api/sessions';
import { MODERATION_TEXTS } from '../texts';
import { formatEuros } from '@shared/format-money';
import { COMPONENT_TEXTS } from '@/components/texts';

const TEXTS = MODERATION_TEXTS.sessions;

/** When a session starts, as the product writes a time: 'Tue 1 Dec 2026, 18:00'. */
const sessionTime = (session: Pick<ModeratedSession, 'proposedDateTime'>) =>
  formatInAmsterdam(new Date(session.proposedDateTime), 'EEE d MMM yyyy, HH:mm');

/**
 * The moderator's message to both users of a session, written in place: it starts by naming the
 * session, and goes to each user's Messages (decision 047).
 */
function MessageBoth({ session }: { session: ModeratedSession }) {
  const opening = TEXTS.about(session.activityType, sessionTime(session));
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState(opening);
  // The key of the text last sent: sending the same text again after a failure posts no copy.
  const attempt = useRef<{ content: string; key: string }>(undefined);
  const send = useMessageBothUsers(session);
  if (!open)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {TEXTS.messageBoth}
      </Button>
    );
  return (
    <form
      className="grid w-full gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const text = content.trim();
        if (attempt.current?.content !== text)
          attempt.current = { content: text, key: newClientKey() };
        send.mutate(attempt.current, {
          onSuccess: () => {
            toast.success(TEXTS.sent);
            setContent(opening);
            setOpen(false);
          },
          onError: (error) => toast.error(failureText(error, TEXTS.sendFailed)),
        });
      }}
    >
      <FormField label={TEXTS.message} description={TEXTS.messageHint}>
        <Textarea
          autoFocus
          dir="auto"
          value={content}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={3}
          onChange={(event) => setContent(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={send.isPending || !content.trim()}>
          {TEXTS.send}
        </Button>
      </div>
    </form>
  );
}

/**
 * The moderator's conversations with the session's learner and buddy, once there are any: where
 * their answers arrive, with what is unread (live, as the header's count).
 */
function SessionConversations({ session }: { session: ModeratedSession }) {
  const conversations = useConversations().data?.conversations;
  const people = [
    { id: session.learnerId, name: session.learnerName },
    { id: session.buddyId, name: session.buddyName },
  ].flatMap((person) => {
    const conversation = conversations?.find((c) => c.counterpart.id === person.id);
    return conversation ? [{ ...person, unread: conversation.unread }] : [];
  });
  if (people.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {people.map((person) => (
        <li key={person.id}>
          <Link
            to={`/messages?with=${encodeURIComponent(person.id)}`}
            className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 hover:underline"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            <span>
              {TEXTS.conversationWith} <bdi>{person.name}</bdi>
            </span>
            {person.unread > 0 && (
              <span className="grid h-5 min-w-5 place-items-center rounded-full bg-accent-700 px-1.5 text-xs font-bold text-white">
                {person.unread}
                <span className="sr-only">{COMPONENT_TEXTS.unread}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SessionRow({ session }: { session: ModeratedSession }) {
  const mark = useMarkNotified(session.id);
  return (
    <li className="grid gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto font-semibold">{session.activityType}</h3>
        <SessionStatusBadge status={session.status} />
      </div>
      <p className="text-sm text-stone-800">
        <bdi>{session.learnerName}</bdi> {TEXTS.with} <bdi>{session.buddyName}</bdi>
      </p>
      <p className="text-sm text-stone-700">
        <time dateTime={session.proposedDateTime}>{sessionTime(session)}</time> ({TEXTS.amsterdam})
        · {session.duration} {TEXTS.minutes} · <bdi>{session.location}</bdi> ·{' '}
        {formatEuros(Math.round(session.price * 100))}
      </p>
      <SessionConversations session={session} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <MessageBoth session={session} />
        {session.notifiedAt ? (
          <span className="text-sm font-semibold text-green-800">{TEXTS.notified}</span>
        ) : (
          <Button
            variant="outline"
            disabled={mark.isPending}
            onClick={() =>
              mark.mutate(undefined, {
                onSuccess: () => toast.success(TEXTS.markedNotified),
                onError: (error) => toast.error(failureText(error, TEXTS.failed)),
              })
            }
          >
            {TEXTS.markNotified}
          </Button>
        )}
      </div>
    </li>
  );
}

function SessionListPanel({ list }: { list: SessionList }) {
  const sessions = useModeratedSessions(list);
  const items = sessions.data?.pages.flatMap((page) => page.sessions) ?? [];
  return (
    <PagedList
      query={sessions}
      items={items}
      texts={{
        loadFailed: TEXTS.loadFailed,
        empty: TEXTS.empty[list],
        more: MODERATION_TEXTS.loadMore,
      }}
      emptyIcon={<CalendarDays aria-hidden />}
      skeleton={{ rows: 2, height: 'h-32' }}
      renderItem={(session) => <SessionRow key={session.id} session={session} />}
    />
  );
}

/** SPEC: Moderator dashboard, Sessions & Proposals, sub-tabs All, Approved, Upcoming, Completed. */
export function SessionOversight() {
  const [list, setList] = useState<SessionList>('proposals');
  return (
    <Tabs value={list} onValueChange={(value) => setList(value as SessionList)}>
      <h2 className="sr-only">{MODERATION_TEXTS.tabs.sessions}</h2>
      <TabsList className="max-w-xl flex-wrap rounded-2xl">
        {(Object.keys(SESSION_LISTS) as SessionList[]).map((name) => (
          <TabsTrigger key={name} value={name}>
            {SESSION_LISTS[name]}
          </TabsTrigger>
        ))}
      </TabsList>
      {(Object.keys(SESSION_LISTS) as SessionList[]).map((name) => (
        <TabsContent key={name} value={name}>
          <SessionListPanel list={name} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
