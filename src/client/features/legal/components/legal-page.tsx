import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { LEGAL_PATHS, LEGAL_TEXTS, LEGAL_TITLES, TERMS_VERSION } from '@shared/legal';
import { useLegalDetails } from '../api/get-legal';

/** The frame of the three legal pages: title, version, the text, links to the other two. */
export function LegalPage({
  page,
  intro,
  children,
}: {
  page: keyof typeof LEGAL_PATHS;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-7 [&_ul]:grid [&_ul]:gap-2">
      <header className="grid gap-2">
        <h1 className="text-4xl font-semibold">{LEGAL_TITLES[page]}</h1>
        {page !== 'imprint' && <p className="text-sm text-stone-600">Version {TERMS_VERSION}</p>}
        <div className="text-lg text-stone-700">{intro}</div>
      </header>
      {children}
      <nav
        aria-label="Legal"
        className="flex flex-wrap gap-x-6 gap-y-2 border-t border-stone-200 pt-6"
      >
        {(Object.keys(LEGAL_PATHS) as (keyof typeof LEGAL_PATHS)[])
          .filter((other) => other !== page)
          .map((other) => (
            <Link
              key={other}
              to={LEGAL_PATHS[other]}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {LEGAL_TITLES[other]}
            </Link>
          ))}
      </nav>
    </article>
  );
}

const FIELDS = [
  ['name', 'Business name'],
  ['address', 'Address'],
  ['kvk', 'Chamber of Commerce (KvK) number'],
  ['email', 'Contact email'],
] as const;

/**
 * Who runs Buddies, as the server is configured: a detail that is not configured says so, and
 * nothing is made up in its place.
 */
export function BusinessDetails() {
  const { data, isError } = useLegalDetails();
  if (isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        We could not load the business details. Please refresh the page to try again.
      </p>
    );
  }
  return (
    <dl className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      {FIELDS.map(([key, label]) => {
        const value = data?.business[key];
        return (
          <div key={key} className="contents">
            <dt className="font-semibold text-stone-700">{label}</dt>
            <dd className="break-words">
              {!data ? (
                <Skeleton className="h-5 w-48" />
              ) : value ? (
                key === 'email' ? (
                  <a href={`mailto:${value}`} className="text-brand-700 underline">
                    <bdi>{value}</bdi>
                  </a>
                ) : (
                  <bdi className="whitespace-pre-line">{value}</bdi>
                )
              ) : (
                <span className="text-stone-600 italic">{LEGAL_TEXTS.notConfigured}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
