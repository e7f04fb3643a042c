import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { LAYOUT_TEXTS as TEXTS } from './texts';

export function Logo() {
  return (
    <Link
      to="/?scrollTo=top"
      className="flex items-center gap-2 rounded-md"
      aria-label={TEXTS.logo.home}
    >
      <span className="grid size-9 place-items-center rounded-xl bg-brand-700 text-white">
        <MessagesSquare className="size-5" aria-hidden="true" />
      </span>
      <span className="font-display text-xl font-semibold text-ink">{TEXTS.logo.name}</span>
      <span className="rounded-full bg-accent-700 px-2 py-0.5 text-[0.65rem] font-bold tracking-wider text-white">
        {TEXTS.logo.beta}
      </span>
    </Link>
  );
}
