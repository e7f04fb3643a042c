import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Kind = 'success' | 'error' | 'info';
type Show = typeof sonnerToast;
type Request = [kind: Kind, message: string, options?: ExternalToast];

/**
 * Sonner and its Toaster load with the first toast: a page that never shows one (the landing
 * page) never loads them. A toast asked for while they load is shown once the Toaster listens,
 * since sonner drops toasts that no Toaster hears.
 */
let show: Show | undefined;
let waiting: Request[] = [];
const listeners = new Set<() => void>();

function ask(...request: Request) {
  if (show) {
    show[request[0]](request[1], request[2]);
    return;
  }
  waiting.push(request);
  if (waiting.length === 1) listeners.forEach((listener) => listener());
}

/** Shows the waiting toasts; the Toaster calls it once it listens. */
function toasterReady(ready: Show) {
  show = ready;
  for (const [kind, message, options] of waiting) ready[kind](message, options);
  waiting = [];
}

export const toast = {
  success: (message: string, options?: ExternalToast) => ask('success', message, options),
  error: (message: string, options?: ExternalToast) => ask('error', message, options),
  info: (message: string, options?: ExternalToast) => ask('info', message, options),
};

const Toaster = lazy(() => import('./toaster'));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const asked = () => show !== undefined || waiting.length > 0;

/** Where toasts appear, once the first one is asked for. */
export function Toasts() {
  const needed = useSyncExternalStore(subscribe, asked, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster onListening={toasterReady} />
    </Suspense>
  ) : null;
}
