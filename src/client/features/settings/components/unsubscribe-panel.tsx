import { MailX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { failureText } from '@/lib/failure-text';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe';
import { TEXTS as ALL_TEXTS } from '../texts';

const TEXTS = ALL_TEXTS.unsubscribe;

/** The result replaces the button, which held focus: move focus to the result. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

function SettingsLink() {
  return (
    <Link
      to="/profile/settings#privacy-settings"
      className="font-semibold text-brand-700 underline underline-offset-4"
    >
      {TEXTS.settingsLink}
    </Link>
  );
}

/**
 * A mail's unsubscribe link, opened (decision 065): what it stops, and a button that stops it.
 * Opening the page changes nothing (mail scanners open links); the button posts the one click.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const status = useUnsubscribeStatus(token);
  const unsubscribe = useUnsubscribe(token);

  if (status.isError) {
    return (
      <div className="grid gap-4">
        <FormAlert>{failureText(status.error, TEXTS.failed)}</FormAlert>
        <p className="text-sm text-stone-700">
          <SettingsLink />
        </p>
      </div>
    );
  }
  if (!status.data) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          {TEXTS.checking}
        </span>
        <Skeleton className="h-6" />
        <Skeleton className="h-11" />
      </div>
    );
  }
  const what = TEXTS.kinds[status.data.kind];
  if (!status.data.subscribed) {
    return (
      <div ref={focusOnMount} tabIndex={-1} className="grid gap-3 outline-none">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <MailX className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          {TEXTS.doneTitle}
        </h2>
        <p className="text-stone-700">
          {TEXTS.stopped} {what}
        </p>
        <p className="text-sm text-stone-700">
          {TEXTS.turnBackOn} <SettingsLink />.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-stone-700">{TEXTS.ask}</p>
      <p className="rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">{what}</p>
      {unsubscribe.isError && <FormAlert>{failureText(unsubscribe.error, TEXTS.failed)}</FormAlert>}
      <Button
        size="lg"
        className="w-full"
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate()}
      >
        <MailX aria-hidden="true" />
        {unsubscribe.isPending ? TEXTS.stopping : TEXTS.stop}
      </Button>
    </div>
  );
}
