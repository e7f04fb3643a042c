// The one script a prerendered public page loads (decision 022). The page already paints, its
// links work and its phone menu opens without any script; this imports the app and hydrates
// the page when the browser is idle after load, at once on the first tap, key or focus, or at
// once when a sign-in is stored (the header then shows the account) or the page is a screen
// behind a sign-in. A button clicked, a form submitted or a file chosen before the app runs is
// held and given again once it does: nothing a visitor does early is lost.
import { SCREEN_CHUNKS_META } from '@shared/page-renderer';
import { getAuth } from './lib/auth-store';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;
/** What a visitor may do before the app runs that is held and given again once it does. */
const HELD = ['click', 'submit', 'change'] as const;
const held: (() => void)[] = [];
let starting = false;

function holdUntilStarted(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    event.preventDefault();
    held.push(() => target.requestSubmit());
    return;
  }
  // A file chosen (a photo on a screen rendered with its user's data, decision 033): the input
  // keeps it, and the app hears of it once it runs.
  if (event.type === 'change') {
    if (target instanceof HTMLInputElement && target.type === 'file') {
      held.push(() => target.dispatchEvent(new Event('change', { bubbles: true })));
    }
    return;
  }
  // A native popover's button (the phone menu) works by itself; a link navigates by itself.
  const button = target?.closest('button');
  if (!button || button.popoverTargetElement || button.disabled) return;
  event.preventDefault();
  held.push(() => press(button));
}

/**
 * Presses a button again as a mouse would: some controls answer the press and not the click
 * (a tab selects on mousedown, a menu opens on pointerdown), an ordinary button the click.
 */
function press(button: HTMLButtonElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  button.dispatchEvent(
    new PointerEvent('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }),
  );
  button.dispatchEvent(new MouseEvent('mousedown', init));
  button.dispatchEvent(
    new PointerEvent('pointerup', { ...init, pointerType: 'mouse', isPrimary: true }),
  );
  button.dispatchEvent(new MouseEvent('mouseup', init));
  button.click();
}

function waitForFirstInput() {
  for (const type of FIRST_INPUT) {
    document.addEventListener(type, start, { capture: true, passive: true });
  }
}

/**
 * Asks at once for every chunk the screen needs (decision 037), so that they arrive together
 * instead of one import after another.
 */
function preloadScreenChunks() {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SCREEN_CHUNKS_META}"]`);
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

async function start() {
  if (starting) return;
  starting = true;
  for (const type of FIRST_INPUT) document.removeEventListener(type, start, true);
  preloadScreenChunks();
  try {
    // React DOM first, on its own: evaluating it is the largest single piece of the app's
    // start, and as a task of its own it leaves the browser a moment before the rest.
    await import('react-dom/client');
    const { startApp } = await import('./app/app');
    await startApp(root!);
  } catch (error) {
    // The app could not load (the network): the page stays as it is, held events too, and
    // the next tap or key tries again.
    starting = false;
    waitForFirstInput();
    throw error;
  }
  for (const type of HELD) document.removeEventListener(type, holdUntilStarted, true);
  // The app is hydrating: React hydrates at once what an event reaches, then answers it.
  for (const again of held.splice(0)) again();
}

for (const type of HELD) document.addEventListener(type, holdUntilStarted, true);
/**
 * Runs `then` once the page's first paint is on the screen (its paint timing entry), or after
 * the next frame where the browser keeps no such entry.
 */
function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(then);
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A screen behind a sign-in (decision 024) needs the app at once: for its data, or to send a
// visitor without a sign-in to /login. Once the page has painted (decision 037): the app's
// start holds the main thread and its chunks the network, and the page is worth showing first.
if (getAuth() || root.dataset.renderedFor) {
  afterFirstPaint(start);
} else {
  waitForFirstInput();
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
