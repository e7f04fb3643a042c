import { ArrowLeft, LifeBuoy, PenSquare, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { cn } from '@/lib/cn';
import type { AuthSnapshot } from '@/lib/auth-store';
import type { Counterpart } from '@shared/messaging';
import { DASHBOARD_BY_ROLE } from '@shared/roles';
import { useConversations } from '@/hooks/use-conversations';
import { useOwnLearnerProfile } from '@/hooks/use-own-learner-profile';
import { useRecipients } from '../api/get-recipients';
import { newClientKey, useSendMessage } from '../api/send-message';
import { MESSAGES_TEXTS } from '../texts';
import { ChatPane } from './chat-pane';
import { ConversationList } from './conversation-list';
import { NewMessageDialog } from './new-message-dialog';
import { ProposeActivityDialog } from './propose-activity-dialog';
import { SupportDialog } from '@/components/support/support-dialog';

/** The query parameter naming the open conversation's counterpart (a user id). */
const WITH = 'with';
/** A buddy's slug, from a profile's 'Send a message with proposal'. */
const BUDDY = 'buddy';
/** With `buddy`: an open time picked on the profile (ISO), for the proposal to start from. */
const TIME = 'time';
/** With `buddy`: the profile's button asked for the Propose Activity dialog, open on arrival. */
const PROPOSE = 'propose';

const hrefOf = (counterpartId: string) => `/messages?${WITH}=${encodeURIComponent(counterpartId)}`;

/** The messages screen (SPEC: Messages screen): conversations left, the open chat right. */
export function MessagesScreen({ auth }: { auth: AuthSnapshot }) {
  const [params, setParams] = useSearchParams();
  const buddySlug = params.get(BUDDY);
  const time = buddySlug !== null ? Date.parse(params.get(TIME) ?? '') : NaN;
  const openTime = Number.isNaN(time) ? undefined : new Date(time);
  // Read once: closing the dialog takes it out of the address, so a reload or Back opens no more.
  const proposeOnArrival = buddySlug !== null && (params.has(PROPOSE) || openTime !== undefined);
  const conversations = useConversations();
  const isLearner = auth.role === 'learner';
  const learner = useOwnLearnerProfile(isLearner);
  const send = useSendMessage();
  /** Someone written to for the first time: not in the list until the first message. */
  const [draft, setDraft] = useState<Counterpart | null>(null);
  const [dialog, setDialog] = useState<'support' | 'new' | 'propose' | null>(null);

  // Arriving from a buddy's profile (?buddy=slug): their conversation, existing or new.
  const fromProfile = useRecipients({ buddy: buddySlug ?? undefined }, buddySlug !== null);
  const profileBuddy = fromProfile.isPlaceholderData
    ? undefined
    : fromProfile.data?.recipients.find((r) => r.buddySlug === buddySlug);
  const selectedId = params.get(WITH) ?? profileBuddy?.id ?? null;
  const counterpart =
    conversations.data?.conversations.find((c) => c.counterpart.id === selectedId)?.counterpart ??
    [draft, profileBuddy].find((c) => c && c.id === selectedId) ??
    null;

  const dashboard =
    auth.role === 'learner' || auth.role === 'buddy' ? DASHBOARD_BY_ROLE[auth.role] : '/';
  const findBuddy =
    learner.data?.languageLearning.toLowerCase() === 'dutch'
      ? '/buddies?language=dutch'
      : '/buddies';
  const chatOpen = selectedId !== null || buddySlug !== null;
  // The slug named no buddy this user may write to.
  const notAllowed =
    buddySlug !== null && fromProfile.isSuccess && !fromProfile.isPlaceholderData && !profileBuddy;

  const startConversation = (to: Counterpart, content: string) => {
    setDraft(to);
    setParams({ [WITH]: to.id });
    send.mutate({ receiverId: to.id, content, clientKey: newClientKey() });
  };

  return (
    <div
      className={cn(
        'mx-auto flex max-w-6xl flex-col px-4 sm:px-6 md:py-6',
        chatOpen ? 'py-2' : 'py-6',
      )}
    >
      {/* On a phone an open chat takes the whole screen: its header leads back to the list. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link
            to={dashboard}
            className={cn(
              chatOpen && 'max-md:hidden',
              'inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:underline',
            )}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {MESSAGES_TEXTS.backToDashboard}
          </Link>
          <h1
            className={cn('mt-1 text-3xl font-semibold sm:text-4xl', chatOpen && 'max-md:sr-only')}
          >
            {MESSAGES_TEXTS.heading}
          </h1>
        </div>
        <div className={cn('flex flex-wrap gap-2', chatOpen && 'max-md:hidden')}>
          {isLearner && (
            <Button asChild variant="outline" size="sm">
              <Link to={findBuddy}>
                <Search aria-hidden="true" />
                {MESSAGES_TEXTS.findBuddy}
              </Link>
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => setDialog('support')}>
            <LifeBuoy aria-hidden="true" />
            {MESSAGES_TEXTS.contactSupport}
          </Button>
          <Button size="sm" onClick={() => setDialog('new')}>
            <PenSquare aria-hidden="true" />
            {MESSAGES_TEXTS.newMessage}
          </Button>
        </div>
      </div>

      <div
        className={cn(
          'grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 md:mt-5 md:h-[min(44rem,calc(100dvh-13rem))] md:min-h-[26rem] md:grid-cols-[20rem_minmax(0,1fr)]',
          chatOpen ? 'h-[calc(100dvh-5rem)] min-h-[20rem]' : 'mt-5 min-h-[20rem]',
        )}
      >
        <nav
          aria-label={MESSAGES_TEXTS.conversations}
          className={cn(
            'min-h-0 flex-col overflow-y-auto border-stone-200 md:flex md:border-r',
            chatOpen ? 'hidden' : 'flex',
          )}
        >
          <h2 className="border-b border-stone-200 px-4 py-3 text-lg font-semibold">
            {MESSAGES_TEXTS.conversations}
          </h2>
          {conversations.isError ? (
            <div className="p-4">
              <LoadError
                title={MESSAGES_TEXTS.loadFailed}
                onRetry={() => void conversations.refetch()}
              />
            </div>
          ) : (
            <ConversationList
              conversations={conversations.data?.conversations}
              selectedId={selectedId}
              hrefOf={hrefOf}
            />
          )}
        </nav>
        <div className={cn('min-h-0 flex-col md:flex', chatOpen ? 'flex' : 'hidden')}>
          {counterpart ? (
            <ChatPane
              key={counterpart.id}
              counterpart={counterpart}
              me={auth.userId}
              backHref="/messages"
              onPropose={
                isLearner && counterpart.role === 'buddy' ? () => setDialog('propose') : undefined
              }
            />
          ) : (
            <NoChat
              loading={
                chatOpen && !notAllowed && (conversations.isPending || fromProfile.isPending)
              }
              notAllowed={notAllowed}
              empty={conversations.data?.conversations.length === 0}
            />
          )}
        </div>
      </div>

      <SupportDialog
        title={MESSAGES_TEXTS.contactSupport}
        open={dialog === 'support'}
        onOpenChange={(o) => setDialog(o ? 'support' : null)}
      />
      <NewMessageDialog
        open={dialog === 'new'}
        onOpenChange={(o) => setDialog(o ? 'new' : null)}
        onSend={startConversation}
      />
      {counterpart && isLearner && counterpart.role === 'buddy' && (
        <ProposeActivityDialog
          buddy={counterpart}
          open={dialog === 'propose' || proposeOnArrival}
          onOpenChange={(o) => {
            setDialog(o ? 'propose' : null);
            // Proposed or given up: the address opens the dialog no more.
            if (!o && proposeOnArrival && buddySlug)
              setParams({ [BUDDY]: buddySlug }, { replace: true });
          }}
          initialTime={openTime}
        />
      )}
    </div>
  );
}

/** The chat side with no conversation open. */
function NoChat({
  loading,
  notAllowed,
  empty,
}: {
  loading: boolean;
  /** The buddy named in the address is not one the user may write to. */
  notAllowed: boolean;
  /** No conversations yet. */
  empty: boolean;
}) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center p-8 text-center">
      {!loading && (
        <>
          <p className="text-lg font-semibold">
            {notAllowed
              ? MESSAGES_TEXTS.notAllowed
              : empty
                ? MESSAGES_TEXTS.startConversation
                : MESSAGES_TEXTS.chooseConversation}
          </p>
          <p className="mt-1 text-stone-700">
            {empty ? MESSAGES_TEXTS.startConversationText : MESSAGES_TEXTS.chooseConversationText}
          </p>
          <Button asChild variant="ghost" size="sm" className="mt-4 md:hidden">
            <Link to="/messages">{MESSAGES_TEXTS.allConversations}</Link>
          </Button>
        </>
      )}
    </div>
  );
}
