import { NavLink } from 'react-router';
import { useConversations } from '@/hooks/use-conversations';
import { LAYOUT_TEXTS as TEXTS } from './texts';

/**
 * The header's way to the messages screen, with how many messages are unread: live, since the
 * event stream refreshes the conversations on every message and read. The count is part of the
 * link's name ("Messages 2 unread").
 */
export function MessagesLink({
  className,
}: {
  className: (state: { isActive: boolean }) => string;
}) {
  const unread = useConversations().data?.unread ?? 0;
  return (
    <NavLink
      to="/messages"
      className={(state) => `${className(state)} inline-flex items-center gap-1.5`}
    >
      {TEXTS.nav.messages}
      {unread > 0 && (
        <span className="grid h-5 min-w-5 place-items-center rounded-full bg-accent-700 px-1.5 text-xs font-bold text-white">
          {unread > 99 ? '99+' : unread}
          <span className="sr-only">{TEXTS.unread}</span>
        </span>
      )}
    </NavLink>
  );
}
