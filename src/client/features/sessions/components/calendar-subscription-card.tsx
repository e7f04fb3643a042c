import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { failureText } from '@/lib/failure-text';
import { formatInAmsterdam } from '@shared/format-date';
import type { Side } from '@shared/session-rules';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed';
import { CALENDAR_FEED_TEXTS as TEXTS } from './calendar-texts';

/**
 * A private feed of the caller's appointments (a learner's sessions; a buddy's sessions and
 * interview): made, remade (old link stops) or turned off. One card and one feed for both sides.
 */
export function CalendarSubscriptionCard({ side }: { side: Side }) {
  const feed = useCalendarFeed();
  const { create, revoke } = useChangeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const urlId = useId();
  const onError = (error: Error) => toast.error(failureText(error, TEXTS.failed));
  const make = () => create.mutate(undefined, { onSuccess: (r) => setUrl(r.url), onError });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success(TEXTS.linkRevoked);
      },
      onError,
    });
  const copy = () =>
    void navigator.clipboard.writeText(url ?? '').then(
      () => toast.success(TEXTS.copied),
      () => toast.error(TEXTS.failed),
    );
  const busy = create.isPending || revoke.isPending;

  return (
    <SectionCard id="calendar-subscription" title={TEXTS.title}>
      <p className="text-sm text-stone-700">{TEXTS.intro[side]}</p>
      {url && (
        <div className="mt-3 grid gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
          <label htmlFor={urlId} className="text-sm font-semibold">
            {TEXTS.feedUrl}
          </label>
          <div className="flex gap-2">
            <Input
              id={urlId}
              readOnly
              value={url}
              className="min-w-0 text-sm"
              onFocus={(e) => e.target.select()}
            />
            <Button size="icon" variant="outline" aria-label={TEXTS.copy} onClick={copy}>
              <Copy aria-hidden="true" />
            </Button>
          </div>
          <p className="text-xs text-stone-800">{TEXTS.linkOnce}</p>
        </div>
      )}
      <div className="mt-3 grid gap-3">
        {feed.data ? (
          <p className="text-sm font-medium">
            {feed.data.active
              ? `${TEXTS.active}${feed.data.createdAt ? TEXTS.since(formatInAmsterdam(new Date(feed.data.createdAt), 'd MMM yyyy')) : ''}.`
              : TEXTS.inactive}
          </p>
        ) : feed.isError ? (
          <p className="text-sm text-stone-700">{TEXTS.loadFailed}</p>
        ) : (
          <Skeleton className="h-5 w-48" />
        )}
        {feed.data && (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={feed.data.active ? 'outline' : 'primary'}
              disabled={busy}
              onClick={make}
            >
              {feed.data.active ? TEXTS.rotateLink : TEXTS.createLink}
            </Button>
            {feed.data.active && (
              <Button size="sm" variant="ghost" disabled={busy} onClick={turnOff}>
                {TEXTS.revokeLink}
              </Button>
            )}
          </div>
        )}
      </div>
    </SectionCard>
  );
}
