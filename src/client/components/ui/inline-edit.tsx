import { Pencil } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { selectClass } from './select-class';
import { Textarea } from './textarea';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';

interface InlineEditProps {
  /** What the field is, lower case: the button reads '…, edit name', the field 'Name'. */
  label: string;
  value: string | null;
  /** Shown (muted) when there is no value. */
  placeholder: string;
  /** Resolves once saved; on failure the old value shows again. */
  onSave: (next: string) => Promise<unknown>;
  kind?: 'text' | 'textarea' | 'select';
  /** For `select`: value and label of each choice. */
  options?: readonly { value: string; label: string }[];
  /** How a value reads when shown, e.g. a select's label. */
  format?: (value: string) => string;
  maxLength?: number;
  className?: string;
  /** Classes of the shown value, e.g. a heading's size. */
  valueClassName?: string;
}

/**
 * Click-to-edit (SPEC section 4 "Inline edits"): the value is a button; editing saves on blur or
 * Enter (Shift+Enter is a new line in a text area) and Escape cancels. While saving, the new
 * value shows; if the save fails, the old one comes back.
 */
export function InlineEdit({
  label,
  value,
  placeholder,
  onSave,
  kind = 'text',
  options = [],
  format = (v) => v,
  maxLength,
  className,
  valueClassName,
}: InlineEditProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Escape and Enter end the edit before the field's blur: the blur must not save again.
  const closed = useRef(false);
  const shown = saving ?? value ?? '';
  const fieldLabel = label.charAt(0).toUpperCase() + label.slice(1);

  const start = () => {
    closed.current = false;
    setDraft(value ?? '');
    setEditing(true);
  };
  const finish = (save: boolean) => {
    if (closed.current) return;
    closed.current = true;
    setEditing(false);
    requestAnimationFrame(() => button.current?.focus());
    const next = kind === 'select' ? draft : draft.trim();
    if (!save || next === (value ?? '')) return;
    setSaving(next);
    void onSave(next)
      .catch(() => undefined)
      .finally(() => setSaving(null));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    } else if (event.key === 'Enter' && !(kind === 'textarea' && event.shiftKey)) {
      event.preventDefault();
      finish(true);
    }
  };

  if (editing) {
    const common = {
      'aria-label': fieldLabel,
      autoFocus: true,
      onBlur: () => finish(true),
      onKeyDown,
    };
    if (kind === 'select')
      return (
        <select
          {...common}
          className={cn(selectClass, className)}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    const text = {
      ...common,
      className,
      value: draft,
      maxLength,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setDraft(e.target.value),
    };
    return kind === 'textarea' ? <Textarea {...text} /> : <Input {...text} />;
  }

  return (
    <button
      ref={button}
      type="button"
      onClick={start}
      aria-busy={saving !== null || undefined}
      className={cn(
        'group inline-flex max-w-full items-start gap-2 rounded-md py-0.5 text-left decoration-brand-700/40 underline-offset-4 hover:underline',
        className,
      )}
    >
      <span
        dir="auto"
        className={cn(
          'min-w-0 break-words whitespace-pre-line',
          !shown && 'text-stone-600 italic',
          valueClassName,
        )}
      >
        {shown ? format(shown) : placeholder}
      </span>
      <Pencil
        className="mt-1 size-4 shrink-0 text-stone-500 group-hover:text-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">{TEXTS.inlineEdit(label)}</span>
    </button>
  );
}
