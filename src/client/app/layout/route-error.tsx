import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LAYOUT_TEXTS as TEXTS } from './texts';

/** An uncaught error replaces the page with an error display (SPEC section 8). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : TEXTS.routeError.unknown;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">{TEXTS.routeError.heading}</h1>
      <p className="mt-4 text-muted">{message}</p>
      <a className="mt-8 inline-block font-semibold text-brand-700 underline" href="/">
        {TEXTS.routeError.returnHome}
      </a>
    </main>
  );
}
