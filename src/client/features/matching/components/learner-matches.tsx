import { EyeClosed, Pin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { failureText } from '@/lib/failure-text';
import { BUDDY_LANGUAGES, type BuddyLanguage } from '@shared/discovery';
import { formatInAmsterdam } from '@shared/format-date';
import { LANGUAGE_BY_NAME } from '@shared/languages';
import { MATCH_NOTE_MAX, type BuddyMatch, type MatchOverride } from '@shared/matching-schemas';
import { useLearnerMatches } from '../api/learner-matches';
import { useRemoveMatchOverride } from '../api/remove-match-override';
import { MatchOverrideInputSchema, useSetMatchOverride } from '../api/set-match-override';
import { MATCHING_TEXTS } from '../texts';
import { BuddyPicker, type PickedBuddy } from './buddy-picker';

const TEXTS = MATCHING_TEXTS.matches;

const buddyPath = (slug: string) => `/buddy/${encodeURIComponent(slug)}`;

/**
 * A pin's note, written for the learner, checked by the same schema as the server's: for a buddy
 * among the matches (`buddyId`), or another listed buddy found by name (`language` the list's).
 */
function PinForm({
  learnerId,
  buddyId,
  language = 'english',
  note: initialNote = '',
  onDone,
}: {
  learnerId: string;
  buddyId?: string;
  language?: BuddyLanguage;
  note?: string;
  onDone?: () => void;
}) {
  const [picked, setPicked] = useState<PickedBuddy | null>(null);
  // A new picker (its search emptied) after each pin of another buddy.
  const [round, setRound] = useState(0);
  const [note, setNote] = useState(initialNote);
  const [errors, setErrors] = useState<{ buddy?: string; note?: string }>({});
  const save = useSetMatchOverride(learnerId);
  return (
    <form
      className="grid gap-2"
      aria-label={buddyId ? undefined : TEXTS.pinAnother}
      onSubmit={(event) => {
        event.preventDefault();
        const slug = buddyId ?? picked?.id;
        const input = MatchOverrideInputSchema.safeParse({ kind: 'pin', note });
        const next = {
          ...(!slug && { buddy: MATCHING_TEXTS.picker.chooseBuddy }),
          ...(!input.success && { note: input.error.issues[0]?.message }),
        };
        setErrors(next);
        if (!input.success || !slug) return;
        save.mutate(
          { buddyId: slug, ...input.data },
          {
            onSuccess: () => {
              toast.success(TEXTS.savedPin);
              setPicked(null);
              setRound((n) => n + 1);
              setNote('');
              onDone?.();
            },
            onError: (failure) => toast.error(failureText(failure, TEXTS.failed)),
          },
        );
      }}
    >
      {!buddyId && (
        <BuddyPicker
          key={round}
          language={language}
          picked={picked}
          onPick={(buddy) => {
            setPicked(buddy);
            if (buddy) setErrors(({ note }) => ({ ...(note && { note }) }));
          }}
          error={errors.buddy}
        />
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

/** The buddies list's name of a learner's language ('Dutch' -> 'dutch'); the list's default else. */
const listLanguage = (language: string | null | undefined): BuddyLanguage =>
  BUDDY_LANGUAGES.find((name) => LANGUAGE_BY_NAME[name] === language) ?? 'english';

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
 * to pin with a note or hide, another listed buddy to pin (found by name among those who speak
 * `language`, the one the learner practises), and the pins and hides set, to remove.
 */
export function LearnerMatches({
  learnerId,
  language,
}: {
  learnerId: string;
  language?: string | null | undefined;
}) {
  const matches = useLearnerMatches(learnerId);
  return (
    <section aria-labelledby="learner-matches-title" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="learner-matches-title" className="font-semibold">
          {TEXTS.title}
        </h3>
        <p className="text-sm text-stone-700">{TEXTS.hint}</p>
      </div>
      {matches.isError ? (
        <p className="text-sm text-stone-700" role="alert">
          {TEXTS.loadFailed}
        </p>
      ) : !matches.data ? (
        <div aria-busy="true" className="grid gap-2">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-12 rounded-xl" />
          ))}
        </div>
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
            <PinForm learnerId={learnerId} language={listLanguage(language)} />
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
