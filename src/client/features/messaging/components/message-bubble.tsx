import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { MESSAGES_TEXTS } from '../texts';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { messageTime } from '@/lib/message-time';

/** When a message was sent, in Amsterdam: '23 Nov, 14:05'. */

interface MessageBubbleProps {
  mine: boolean;
  content: string;
  at: string;
  /** Under the time: sending, seen, or a failure with its retry. */
  state?: 'sending' | 'failed' | 'seen';
  onRetry?: () => void;
  children?: ReactNode;
}

/** One message of the chat: the user's own on the right, the other side's on the left. */
export function MessageBubble({ mine, content, at, state, onRetry, children }: MessageBubbleProps) {
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        dir="auto"
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 break-words whitespace-pre-wrap sm:max-w-[75%]',
          mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-stone-100 text-ink',
          state === 'failed' && 'bg-red-50 text-red-900 ring-1 ring-red-300',
        )}
      >
        {children}
        {content}
      </div>
      <div className="flex items-center gap-2 px-1 text-xs text-stone-600">
        {state === 'failed' ? (
          <>
            <span className="inline-flex items-center gap-1 font-medium text-red-800">
              <CircleAlert className="size-3.5" aria-hidden="true" />
              {MESSAGES_TEXTS.notSent}
            </span>
            <Button variant="link" size="sm" className="h-auto px-0 text-xs" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {MESSAGES_TEXTS.retry}
            </Button>
          </>
        ) : state === 'sending' ? (
          <span>{COMMON_TEXTS.sending}</span>
        ) : (
          <>
            <time dateTime={at}>{messageTime(at)}</time>
            {state === 'seen' && <span>· {MESSAGES_TEXTS.seen}</span>}
          </>
        )}
      </div>
    </li>
  );
}
