import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
  tone = 'light',
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold tracking-wider uppercase',
            dark ? 'text-brand-100' : 'text-accent-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn('mt-2 text-3xl font-semibold sm:text-4xl', dark ? 'text-white' : 'text-ink')}
      >
        {title}
      </h2>
      {children && (
        <p className={cn('mt-4 text-lg', dark ? 'text-brand-50' : 'text-stone-600')}>{children}</p>
      )}
    </div>
  );
}
