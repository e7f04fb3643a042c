import { useEffect, type CSSProperties } from 'react';
import { toast, Toaster as SonnerToaster } from 'sonner';

/** Sonner's Toaster as the app shows it; loaded with the first toast (./toast). */
export default function Toaster({ onListening }: { onListening: (show: typeof toast) => void }) {
  // A parent's effect runs after its children's: sonner's Toaster listens by now.
  useEffect(() => onListening(toast), [onListening]);
  return (
    <SonnerToaster
      position="bottom-center"
      visibleToasts={1}
      richColors
      closeButton
      // Sonner's own info blue is 4.4:1 on its background; WCAG AA asks for 4.5:1.
      style={{ '--info-text': 'hsl(210, 92%, 38%)' } as CSSProperties}
    />
  );
}
