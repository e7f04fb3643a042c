import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import {
  SupportStatusBadge,
  SUPPORT_STATUS_LABELS,
} from '@/components/support/support-status-badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PagedList } from '@/components/ui/paged-list';
import { selectClass } from '@/components/ui/select-class';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { formatInAmsterdam } from '@shared/format-date';
import {
  SUPPORT_KINDS,
  SUPPORT_STATUSES,
  SUPPORT_TEXTS,
  canMoveSupport,
  type SupportMessage,
  type SupportStatus,
} from '@shared/support';
import { useHandleSupportMessage, useSupportQueue } from '../api/support-queue';
import { MODERATION_TEXTS } from '../texts';

const TEXTS = MODERATION_TEXTS.support;

/** One message of the queue: who, what, where it stands, and the moderator's answer. */
function QueueItem({ message }: { message: SupportMessage }) {
  const [response, setResponse] = useState(message.response ?? '');
  const handle = useHandleSupportMessage(message.id);
  const save = (status: SupportStatus, done: string) =>
    handle.mutate(
      { status, ...(response.trim() && response !== message.response && { response }) },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(failureText(error, TEXTS.failed)),
      },
    );
  const open = message.status !== 'closed';
  return (
    <li className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold" dir="auto">
          {message.subject}
        </h2>
        {message.kind === 'session-report' && (
          <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
            {TEXTS.kinds['session-report']}
          </span>
        )}
        <SupportStatusBadge status={message.status} />
      </div>
      <p className="text-sm text-stone-700">
        <bdi>{message.sender.fullName}</bdi> ({message.sender.role}) ·{' '}
        {formatInAmsterdam(new Date(message.createdAt), 'd MMM yyyy, HH:mm')}
        {message.requestedPriority && ` · ${TEXTS.asked}: ${message.requestedPriority}`}
      </p>
      <p className="whitespace-pre-line" dir="auto">
        {message.content}
      </p>
      {open ? (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save('resolved', TEXTS.resolved);
          }}
        >
          <FormField label={TEXTS.response}>
            <Textarea
              value={response}
              maxLength={4000}
              rows={3}
              onChange={(event) => setResponse(event.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            {message.status === 'resolved' && (
              <Button
                type="button"
                variant="ghost"
                disabled={handle.isPending}
                onClick={() => save('closed', TEXTS.closed)}
              >
                {TEXTS.close}
              </Button>
            )}
            {canMoveSupport(message.status, 'in_progress') && (
              <Button
                type="button"
                variant="outline"
                disabled={handle.isPending}
                onClick={() => save('in_progress', TEXTS.inProgress)}
              >
                {TEXTS.respondInProgress}
              </Button>
            )}
            {message.status !== 'resolved' && (
              <Button type="submit" disabled={handle.isPending || !response.trim()}>
                {TEXTS.respondResolve}
              </Button>
            )}
          </div>
        </form>
      ) : (
        message.response && (
          <p className="rounded-lg bg-stone-50 p-3 text-sm whitespace-pre-line" dir="auto">
            {message.response}
          </p>
        )
      )}
    </li>
  );
}

/** SPEC: Moderator dashboard, Support Messages: the queue, filtered by status and kind. */
export function SupportQueue() {
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const queue = useSupportQueue({ status, kind });
  const messages = queue.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-4">
        <label className="flex min-w-48 flex-col gap-1.5 text-sm font-semibold">
          {TEXTS.status}
          <select
            className={selectClass}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">{TEXTS.all}</option>
            {SUPPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUPPORT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-48 flex-col gap-1.5 text-sm font-semibold">
          {TEXTS.kind}
          <select className={selectClass} value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="">{TEXTS.all}</option>
            {SUPPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {TEXTS.kinds[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedList
        query={queue}
        items={messages}
        texts={{
          loadFailed: TEXTS.loadFailed,
          empty: SUPPORT_TEXTS.none,
          more: MODERATION_TEXTS.loadMore,
        }}
        emptyIcon={<LifeBuoy aria-hidden />}
        skeleton={{ rows: 2, height: 'h-40' }}
        renderItem={(message) => (
          <QueueItem key={`${message.id}-${message.status}`} message={message} />
        )}
      />
    </div>
  );
}
