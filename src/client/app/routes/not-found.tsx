import { Link } from 'react-router';
import { ROUTE_TEXTS as TEXTS } from './texts';

export function Component() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="font-display text-7xl font-semibold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{TEXTS.notFound.heading}</h1>
      <p className="mt-3 text-muted">{TEXTS.notFound.text}</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {TEXTS.notFound.returnHome}
      </Link>
    </section>
  );
}
