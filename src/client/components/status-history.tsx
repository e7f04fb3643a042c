import { PROFILE_STATUS_LABELS } from '@/components/profile-status-badge';
import { formatInAmsterdam } from '@shared/format-date';
import type { StatusChange } from '@shared/moderation';

const ACTORS: Record<StatusChange['actorRole'], string> = {
  moderator: 'Moderator',
  learning_expert: 'Learning expert',
  system: 'Buddies',
};

/** An account's moves, oldest first: the status reached, when, by whom, and their note. */
export function StatusHistory({ changes }: { changes: readonly StatusChange[] }) {
  return (
    <ol className="grid gap-2 text-sm">
      {changes.map((change) => (
        <li key={`${change.at}-${change.toStatus}`} className="rounded-xl bg-stone-50 p-3">
          <p className="font-semibold">
            {PROFILE_STATUS_LABELS[change.toStatus]}
            <span className="font-normal text-stone-700">
              {' '}
              · {formatInAmsterdam(new Date(change.at), 'd MMM yyyy')} · {ACTORS[change.actorRole]}
            </span>
          </p>
          <p className="whitespace-pre-line text-stone-800" dir="auto">
            {change.note}
          </p>
        </li>
      ))}
    </ol>
  );
}
