import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { MESSAGE_MAX_LENGTH } from '@shared/messaging';
import { MESSAGES_TEXTS } from '../texts';

/** Where a message is written: Enter sends, Shift+Enter starts a new line. */
export function Composer({ name, onSend }: { name: string; onSend: (content: string) => void }) {
  const [content, setContent] = useState('');
  const empty = content.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty) return;
    onSend(content.trim());
    setContent('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-stone-200 p-3">
      <label htmlFor="message-input" className="sr-only">
        {MESSAGES_TEXTS.messageTo} <bdi>{name}</bdi>
      </label>
      <Textarea
        id="message-input"
        value={content}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(e) => setContent(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={MESSAGES_TEXTS.writeMessage}
        className="h-12 min-h-12 flex-1 resize-none md:h-[120px]"
      />
      <Button type="submit" disabled={empty} className="shrink-0">
        <SendHorizontal aria-hidden="true" />
        {MESSAGES_TEXTS.send}
      </Button>
    </form>
  );
}
