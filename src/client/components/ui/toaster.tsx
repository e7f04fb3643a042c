import { useEffect, type CSSProperties } from 'react';
import { toast, Toaster as SonnerToaster } from 'sonner';

/** From the top of the window: within the sticky header's 64 px, whatever is scrolled under it. */
const TOAST_OFFSET = { top: 8 };

/**
 * Sonner's Toaster as the app shows it; loaded with the first toast (./toast). At the top, over
 * the header's band: the actions a toast answers (Send Proposal, a chat's message box, Delete My
 * Account) sit in the page, in dialogs or at the bottom of a phone's screen, and a toast at the
 * bottom covered them (issue 37). One at a time, as the spec says.
 */
export default function Toaster({ onListening }: { onListening: (show: typeof toast) => void }) {
  // A parent's effect runs after its children's: sonner's Toaster listens by now.
  useEffect(() => onListening(toast), [onListening]);
  return (
    <SonnerToaster
      position="top-center"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_OFFSET}
      visibleToasts={1}
      richColors
      closeButton
      // Sonner's own info blue is 4.4:1 on its background; WCAG AA asks for 4.5:1.
      style={{ '--info-text': 'hsl(210, 92%, 38%)' } as CSSProperties}
    />
  );
}
