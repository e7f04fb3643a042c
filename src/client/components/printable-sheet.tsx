import { Printer } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';

/**
 * A document to keep (a receipt, a statement): a sheet on screen with a Print button and a way
 * back; printed, the sheet alone, without the site's header, footer or buttons.
 */
export function PrintableSheet({
  title,
  details,
  actions,
  back,
  children,
}: {
  title: string;
  /** The lines under the title: numbers, dates, whose it is. */
  details: ReactNode;
  /** Buttons beside Print. */
  actions?: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={titleId} className="text-3xl font-semibold">
            {title}
          </h1>
          <div className="mt-1 min-h-6 text-stone-700">{details}</div>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {TEXTS.print}
          </Button>
          {actions}
        </div>
      </header>
      {children}
      <p className="print:hidden">
        <Link className="font-semibold text-brand-700 hover:underline" to={back.to}>
          {back.label}
        </Link>
      </p>
    </article>
  );
}
