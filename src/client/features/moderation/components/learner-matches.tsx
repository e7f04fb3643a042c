import { EyeClosed, Pin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { formatInAmsterdam } from '@shared/format-date';
import { MATCH_NOTE_MAX, type BuddyMatch, type MatchOverride } from '@shared/matching-schemas';
import { useLearnerMatches } from '../api/learner-matches';
import { useRemoveMatchOverride } from '../api/remove-match-override';
import { MatchOverrideInputSchema, useSetMatchOverride } from '../api/set-match-override';
import { slugFrom } from '../buddy-address';
import { MODERATION_TEXTS } from '../texts';

const TEXTS = MODERATION_TEXTS.matches;

const buddyPath = (slug: string) => `/buddy/${encodeURIComponent(slug)}`;

/**
 * A pin's note, written for the learner, checked by the same schema as the server's: for a buddy
 * among the matches, or (without `buddyId`) another listed buddy named by their profile's address.
 */
function PinForm({
  learnerId,
  buddyId,
  note: initialNote = '',
  onDone,
}: {
  learnerId: string;
  buddyId?: string;
  note?: string;
  onDone?: () => void;
}) {
  const [address, setAddress] = useState('');
  const [note, setNote] = useState(initialNote);
  const [errors, setErrors] = useState<{ address?: string; note?: string }>({});
  const save = useSetMatchOverride(learnerId);
  return (
    <form
      className="grid gap-2"
      aria-label={buddyId ? undefined : TEXTS.pinAnother}
      onSubmit={(event) => {
        event.preventDefault();
        const slug = buddyId ?? slugFrom(address);
        const input = MatchOverrideInputSchema.safeParse({ kind: 'pin', note });
        const next = {
          ...(!slug && { address: TEXTS.addressRequired }),
          ...(!input.success && { note: input.error.issues[0]?.message }),
        };
        setErrors(next);
        if (!input.success || !slug) return;
        save.mutate(
          { buddyId: slug, ...input.data },
          {
            onSuccess: () => {
              toast.success(TEXTS.savedPin);
              setAddress('');
              setNote('');
              onDone?.();
            },
            onError: (failure) => toast.error(failureText(failure, TEXTS.failed)),
          },
        );
      }}
    >
      {!buddyId && (
        <FormField label={TEXTS.address} description={TEXTS.addressHint} error={errors.address}>
          <Input value={address} onChange={(event) => setAddress(event.target.value)} />
        </FormField>
      )}
      <FormField label={TEXTS.note} description={TEXTS.noteHint} error={errors.note}>
        <Textarea
          value={note}
          rows={2}
          maxLength={MATCH_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        {buddyId && (
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            {TEXTS.cancel}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={save.isPending}>
          {TEXTS.save}
        </Button>
      </div>
    </form>
  );
}

/** One of the matches the learner sees now, with pin and hide. */
function CurrentMatch({ match, learnerId }: { match: BuddyMatch; learnerId: string }) {
  const [pinning, setPinning] = useState(false);
  const hide = useSetMatchOverride(learnerId);
  return (
    <li className="grid gap-2 rounded-xl p-3 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Link
          to={buddyPath(match.id)}
          className="min-w-0 flex-1 basis-40 truncate font-semibold hover:text-brand-700"
        >
          <bdi>{match.name}</bdi>
        </Link>
        {match.teamNote !== null && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            <Pin className="size-3" aria-hidden="true" />
            {TEXTS.pinned}
          </span>
        )}
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={TEXTS.pinOf(match.name)}
            aria-expanded={pinning}
            onClick={() => setPinning((open) => !open)}
          >
            <Pin aria-hidden="true" />
            {TEXTS.pin}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={TEXTS.hideOf(match.name)}
            disabled={hide.isPending}
            onClick={() =>
              hide.mutate(
                { buddyId: match.id, kind: 'hide' },
                {
                  onSuccess: () => toast.success(TEXTS.savedHide),
                  onError: (failure) => toast.error(failureText(failure, TEXTS.failed)),
                },
              )
            }
          >
            <EyeClosed aria-hidden="true" />
            {TEXTS.hide}
          </Button>
        </div>
      </div>
      {match.teamNote !== null && !pinning && (
        <p className="text-sm whitespace-pre-line text-stone-700" dir="auto">
          {match.teamNote}
        </p>
      )}
      {pinning && (
        <PinForm
          learnerId={learnerId}
          buddyId={match.id}
          note={match.teamNote ?? ''}
          onDone={() => setPinning(false)}
        />
      )}
    </li>
  );
}

/** A pin or hide staff set, with who set it, and the way to undo it. */
function Steered({ override, learnerId }: { override: MatchOverride; learnerId: string }) {
  const remove = useRemoveMatchOverride(learnerId);
  const pinned = override.kind === 'pin';
  const on = formatInAmsterdam(new Date(override.setAt), 'd MMM yyyy');
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-xl p-3 ring-1 ring-stone-200">
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5 text-sm">
        <p className="flex items-center gap-1.5">
          {pinned ? (
            <Pin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          ) : (
            <EyeClosed className="size-4 shrink-0 text-stone-600" aria-hidden="true" />
          )}
          <span className="font-semibold">{pinned ? TEXTS.pinned : TEXTS.hidden}:</span>
          <Link to={buddyPath(override.buddy.id)} className="truncate hover:text-brand-700">
            <bdi>{override.buddy.name}</bdi>
          </Link>
        </p>
        {override.note && (
          <p className="whitespace-pre-line text-stone-800" dir="auto">
            {override.note}
          </p>
        )}
        <p className="text-stone-600">
          <bdi>{override.setBy ?? TEXTS.formerStaff}</bdi>
          {`, ${on}`}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={TEXTS.removeOf(override.buddy.name)}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(override.buddy.id, {
            onSuccess: () => toast.success(TEXTS.removed),
            onError: (failure) => toast.error(failureText(failure, TEXTS.failed)),
          })
        }
      >
        {TEXTS.remove}
      </Button>
    </li>
  );
}

/**
 * A learner's matches in the staff's hands (decision 064): what the learner sees now, each
 * to pin with a note or hide, and the pins and hides set, to remove.
 */
export function LearnerMatches({ learnerId }: { learnerId: string }) {
  const matches = useLearnerMatches(learnerId);
  return (
    <section aria-labelledby="learner-matches-title" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="learner-matches-title" className="font-semibold">
          {TEXTS.title}
        </h3>
        <p className="text-sm text-stone-700">{TEXTS.hint}</p>
      </div>
      {!matches.data ? (
        <p className="text-sm text-stone-700" role={matches.isError ? 'alert' : 'status'}>
          {matches.isError ? TEXTS.loadFailed : '…'}
        </p>
      ) : (
        <>
          {matches.data.matches.length === 0 ? (
            <p className="text-sm text-stone-700">{TEXTS.none}</p>
          ) : (
            <ul aria-label={TEXTS.current} className="grid gap-2">
              {matches.data.matches.map((match) => (
                <CurrentMatch key={match.id} match={match} learnerId={learnerId} />
              ))}
            </ul>
          )}
          <div className="grid gap-2 border-t border-stone-200 pt-3">
            <h4 className="text-sm font-semibold">{TEXTS.pinAnother}</h4>
            <PinForm learnerId={learnerId} />
          </div>
          {matches.data.overrides.length > 0 && (
            <div className="grid gap-2">
              <h4 className="text-sm font-semibold">{TEXTS.steered}</h4>
              <ul aria-label={TEXTS.steered} className="grid gap-2">
                {matches.data.overrides.map((override) => (
                  <Steered key={override.buddy.id} override={override} learnerId={learnerId} />
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
