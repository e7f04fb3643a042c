import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { failureText } from '@/lib/failure-text';
import { formatInAmsterdam } from '@shared/format-date';
import { useTryAgain, useUndelivered } from '../api/undelivered';
import { MODERATION_TEXTS } from '../texts';

const TEXTS = MODERATION_TEXTS.undelivered;
const when = (iso: string) => formatInAmsterdam(new Date(iso), 'd MMM yyyy, HH:mm');

/**
 * Mail that never left and other work the outbox gave up (decision 042): whom it was for, why
 * it failed, and a way to send it again once the mail server or the provider is put right.
 */
export function UndeliveredWork() {
  const undelivered = useUndelivered();
  const tryAgain = useTryAgain();
  const again = (id: string) =>
    tryAgain.mutate(id, {
      onSuccess: () => toast.success(TEXTS.queued),
      onError: (err) => toast.error(failureText(err, COMMON_TEXTS.somethingWrong)),
    });
  return (
    <section aria-labelledby="undelivered-title" className="mt-8 grid gap-3">
      <h2 id="undelivered-title" className="text-lg font-semibold">
        {TEXTS.title}
      </h2>
      {undelivered.isError ? (
        <LoadError title={TEXTS.loadFailed} onRetry={() => void undelivered.refetch()} />
      ) : !undelivered.data ? (
        <Skeleton aria-busy="true" className="h-20 rounded-2xl" />
      ) : undelivered.data.length === 0 ? (
        <p className="flex items-center gap-2 text-stone-700">
          <MailCheck className="size-5" aria-hidden="true" />
          {TEXTS.none}
        </p>
      ) : (
        <ul className="grid gap-3">
          {undelivered.data.map((work) => (
            <li
              key={work.id}
              className="grid gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[1fr_auto] sm:gap-x-6"
            >
              <p className="font-semibold" dir="auto">
                {work.subject ?? TEXTS.topics[work.topic] ?? work.topic}
              </p>
              <Button
                variant="outline"
                size="sm"
                className="sm:row-span-3 sm:self-center"
                disabled={tryAgain.isPending}
                onClick={() => again(work.id)}
              >
                {TEXTS.tryAgain}
              </Button>
              <p className="text-sm break-all text-stone-700">
                {work.to ? `${TEXTS.to} ${work.to} · ` : ''}
                {TEXTS.givenUp} {when(work.givenUpAt)} · {TEXTS.attempts(work.attempts)}
              </p>
              <p className="text-sm break-all text-stone-700" dir="auto">
                {TEXTS.lastError}: {work.lastError ?? TEXTS.noError}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
