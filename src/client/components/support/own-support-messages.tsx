import { formatInAmsterdam } from '@shared/format-date';
import { SUPPORT_TEXTS as TEXTS, type SupportMessage } from '@shared/support';
import { useOwnSupportMessages } from './api';
import { SupportStatusBadge } from './support-status-badge';

function OwnMessage({ message }: { message: SupportMessage }) {
  return (
    <li className="grid gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold" dir="auto">
          {message.subject}
        </p>
        <SupportStatusBadge status={message.status} />
      </div>
      <p className="text-sm text-stone-700">
        {formatInAmsterdam(new Date(message.createdAt), 'd MMM yyyy, HH:mm')}
      </p>
      <p className="whitespace-pre-line text-sm" dir="auto">
        {message.content}
      </p>
      {message.response && (
        <div className="rounded-lg bg-white p-3 text-sm ring-1 ring-brand-200">
          <p className="font-semibold text-brand-800">{TEXTS.response}</p>
          <p className="whitespace-pre-line" dir="auto">
            {message.response}
          </p>
        </div>
      )}
    </li>
  );
}

/**
 * The caller's own support messages with the team's answers (SPEC: the buddy's 'Your Support
 * Messages'; the learner's support dialog). `compact`: inside a dialog, a smaller heading.
 */
export function OwnSupportMessages({ compact = false }: { compact?: boolean }) {
  const messages = useOwnSupportMessages();
  return (
    <section aria-labelledby="own-support-messages" className="grid gap-3">
      {compact ? (
        <h3 id="own-support-messages" className="text-base font-semibold">
          {TEXTS.yours}
        </h3>
      ) : (
        <h2 id="own-support-messages" className="text-xl font-semibold">
          {TEXTS.yours}
        </h2>
      )}
      {messages.data === undefined ? (
        <p className="text-sm text-stone-700" aria-busy="true">
          …
        </p>
      ) : messages.data.length === 0 ? (
        <p className="text-sm text-stone-700">{TEXTS.noneYet}</p>
      ) : (
        <ul className="grid gap-2">
          {messages.data.map((message) => (
            <OwnMessage key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}
