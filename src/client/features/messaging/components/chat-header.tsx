import { ArrowLeft, CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { Counterpart } from '@shared/messaging';
import { MESSAGES_TEXTS } from '../texts';

const ROLE_LABEL: Record<Counterpart['role'], string> = {
  learner: 'Learner',
  buddy: 'Buddy',
  moderator: 'Support',
  learning_expert: 'Learning expert',
};

interface ChatHeaderProps {
  counterpart: Counterpart;
  /** Back to the list; shown on phones, where list and chat are two screens. */
  backHref: string;
  onPropose?: () => void;
}

/** Who the chat is with; a buddy's name leads to their profile. */
export function ChatHeader({ counterpart, backHref, onPropose }: ChatHeaderProps) {
  return (
    <div className="flex items-center gap-3 border-b border-stone-200 px-3 py-2.5 sm:px-4">
      <Button asChild variant="ghost" size="icon" className="md:hidden">
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          <span className="sr-only">{MESSAGES_TEXTS.allConversations}</span>
        </Link>
      </Button>
      <Avatar name={counterpart.name} photo={counterpart.photo} alt="" className="size-10" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-lg leading-tight font-semibold">
          {counterpart.buddySlug ? (
            <Link
              to={`/buddy/${counterpart.buddySlug}`}
              className="rounded-sm hover:text-brand-700 hover:underline"
            >
              <bdi>{counterpart.name}</bdi>
            </Link>
          ) : (
            <bdi>{counterpart.name}</bdi>
          )}
        </h2>
        <p className="text-sm text-stone-600">{ROLE_LABEL[counterpart.role]}</p>
      </div>
      {onPropose && (
        <Button variant="accent" size="sm" onClick={onPropose} className="shrink-0">
          <CalendarPlus aria-hidden="true" />
          <span className="max-sm:sr-only">{MESSAGES_TEXTS.proposeActivity}</span>
        </Button>
      )}
    </div>
  );
}
