import { Search } from 'lucide-react';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { MESSAGE_MAX_LENGTH, type Counterpart } from '@shared/messaging';
import { useRecipients } from '../api/get-recipients';
import { MESSAGES_TEXTS } from '../texts';

interface NewMessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chosen person and the first message; the screen opens their conversation. */
  onSend: (to: Counterpart, content: string) => void;
}

/** Starts a conversation with someone the user may write to (the server lists only them). */
export function NewMessageDialog({ open, onOpenChange, onSend }: NewMessageDialogProps) {
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const recipients = useRecipients({ q: q || undefined }, open);
  const [to, setTo] = useState<Counterpart | null>(null);
  const [content, setContent] = useState('');
  const [error, setError] = useState(false);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setQuery('');
      setTo(null);
      setContent('');
      setError(false);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!to || content.trim() === '') return setError(true);
    onSend(to, content.trim());
    changeOpen(false);
  };

  const people = recipients.data?.recipients;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{MESSAGES_TEXTS.newMessage}</DialogTitle>
          <DialogDescription>{MESSAGES_TEXTS.chooseRecipient}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {error && <FormAlert>{MESSAGES_TEXTS.selectUserAndMessage}</FormAlert>}
          <FormField label={MESSAGES_TEXTS.searchByName}>
            <Input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
            />
          </FormField>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">{MESSAGES_TEXTS.to}</legend>
            <div className="h-40 overflow-y-auto sm:h-52 rounded-lg border border-stone-300 p-1">
              {!people ? (
                <div className="grid gap-1 p-1">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} className="h-11" />
                  ))}
                </div>
              ) : people.length === 0 ? (
                <p className="flex h-full items-center justify-center gap-2 p-4 text-center text-sm text-stone-600">
                  <Search className="size-4" aria-hidden="true" />
                  {MESSAGES_TEXTS.noOneFound}
                </p>
              ) : (
                people.map((person) => (
                  <label
                    key={person.id}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-stone-50',
                      to?.id === person.id && 'bg-brand-50 hover:bg-brand-50',
                    )}
                  >
                    <input
                      type="radio"
                      name="recipient"
                      className="size-4 shrink-0 accent-brand-700"
                      checked={to?.id === person.id}
                      onChange={() => {
                        setTo(person);
                        setError(false);
                      }}
                    />
                    <Avatar name={person.name} photo={person.photo} alt="" className="size-8" />
                    <bdi className="flex-1 truncate font-medium">{person.name}</bdi>
                    <span className="text-xs text-stone-600 capitalize">
                      {person.role.replace('_', ' ')}
                    </span>
                  </label>
                ))
              )}
            </div>
          </fieldset>
          <FormField label={MESSAGES_TEXTS.message}>
            <Textarea
              value={content}
              maxLength={MESSAGE_MAX_LENGTH}
              onChange={(e) => {
                setContent(e.target.value);
                setError(false);
              }}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {MESSAGES_TEXTS.cancel}
              </Button>
            </DialogClose>
            <Button type="submit">{MESSAGES_TEXTS.send}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
