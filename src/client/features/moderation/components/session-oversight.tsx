import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { SessionStatusBadge } from '@/features/sessions/components/session-status-badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PagedList } from '@/components/ui/paged-list';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { SESSION_LISTS, type ModeratedSession, type SessionList } from '@shared/moderation';
import { useMarkNotified, useMessageBothUsers, useModeratedSessions } from '../api/sessions';
import { MODERATION_TEXTS } from '../texts';

const TEXTS = MODERATION_TEXTS.sessions;

/** The moderator's message to both users of a session, written in place. */
function MessageBoth({ session }: { session: ModeratedSession }) {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
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
        send.mutate(content.trim(), {
          onSuccess: () => {
            toast.success(TEXTS.sent);
            setContent('');
            setOpen(false);
          },
          onError: () => toast.error(TEXTS.sendFailed),
        });
      }}
    >
      <FormField label={TEXTS.message}>
        <Textarea
          autoFocus
          value={content}
          maxLength={4000}
          rows={3}
          onChange={(event) => setContent(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {MODERATION_TEXTS.close}
        </Button>
        <Button type="submit" disabled={send.isPending || !content.trim()}>
          {TEXTS.send}
        </Button>
      </div>
    </form>
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
        {session.proposedDate} {session.proposedTime} ({TEXTS.amsterdam}) · {session.duration}{' '}
        {TEXTS.minutes} · <bdi>{session.location}</bdi> · €{session.price.toFixed(2)}
      </p>
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
