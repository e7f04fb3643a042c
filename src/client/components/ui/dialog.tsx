import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

/**
 * The dialog's content. Closing it (Escape, the X, Cancel, a finished form) puts the focus back
 * on the control that opened it: Radix does that only for its own Trigger, and most dialogs here
 * open from a button that sets state (or a card's action), which left the focus on <body>.
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
          className,
        )}
        // Called before the focus moves in: what has it now opened the dialog.
        onOpenAutoFocus={(event) => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const back = opener.current;
          // A control that left with the dialog (a card answered) falls back to Radix's way.
          if (event.defaultPrevented || !back?.isConnected || back === document.body) return;
          event.preventDefault();
          back.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-ink">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{TEXTS.dialogClose}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-2 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-2xl font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-stone-700', className)} {...props} />;
}
