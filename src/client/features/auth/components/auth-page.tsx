import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface AuthPageProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Width of the card column; forms with many fields get a wider one. */
  className?: string;
  children: ReactNode;
}

/** The frame of the sign-in and registration screens: the page's heading and one card. */
export function AuthPage({ title, intro, className, children }: AuthPageProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className={cn('mx-auto max-w-md', className)}>
        <h1 className="text-center text-3xl font-semibold text-balance sm:text-4xl">{title}</h1>
        {intro && <p className="mt-3 text-center text-stone-700">{intro}</p>}
        <div className="mt-8 rounded-3xl border border-stone-200 bg-white p-5 shadow-lg sm:p-8">
          {children}
        </div>
      </div>
    </div>
  );
}
