import { useDeferredValue, useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { BuddyLanguage } from '@shared/discovery';
import { LANGUAGE_BY_NAME } from '@shared/languages';
import { useBuddySearch } from '../api/buddy-search';
import { MATCHING_TEXTS } from '../texts';

const TEXTS = MATCHING_TEXTS.picker;

/** The buddy chosen: their slug (the routes' `buddyId`) and name. */
export interface PickedBuddy {
  id: string;
  name: string;
}

/**
 * Finds a listed buddy by part of their name among those who speak `language` (the buddies
 * list's search) and lets staff choose one: a search field, then the buddies found as radio
 * buttons (arrow keys move between them), their count announced politely.
 */
export function BuddyPicker({
  language,
  picked,
  onPick,
  error,
}: {
  language: BuddyLanguage;
  picked: PickedBuddy | null;
  onPick: (buddy: PickedBuddy | null) => void;
  error?: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const search = useBuddySearch(q, language);
  const buddies = q === '' ? undefined : search.data;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-3">
      <FormField label={TEXTS.search} description={TEXTS.searchHint(LANGUAGE_BY_NAME[language])}>
        <Input
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            onPick(null);
          }}
        />
      </FormField>
      <fieldset
        className="grid gap-1.5"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium">{TEXTS.buddy}</legend>
        <p role="status" className="text-sm text-stone-700">
          {q === ''
            ? TEXTS.typeToSearch
            : search.isError
              ? TEXTS.searchFailed
              : buddies && buddies.length > 0
                ? TEXTS.found(buddies.length)
                : buddies
                  ? TEXTS.noneFound
                  : ''}
        </p>
        {q !== '' && !buddies && !search.isError && (
          <div aria-busy="true" className="grid gap-1">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-11" />
            ))}
          </div>
        )}
        {buddies && buddies.length > 0 && (
          <div className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border border-stone-300 p-1">
            {buddies.map((buddy) => (
              <label
                key={buddy.id}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-stone-50',
                  picked?.id === buddy.id && 'bg-brand-50 hover:bg-brand-50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-buddy`}
                  className="size-4 shrink-0 accent-brand-700"
                  checked={picked?.id === buddy.id}
                  onChange={() => onPick({ id: buddy.id, name: buddy.name })}
                />
                <Avatar name={buddy.name} photo={buddy.photo} alt="" className="size-8" />
                <span className="grid min-w-0 flex-1">
                  <bdi className="truncate font-medium">{buddy.name}</bdi>
                  <span className="truncate text-xs text-stone-600" dir="auto">
                    {buddy.location}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </fieldset>
    </div>
  );
}
