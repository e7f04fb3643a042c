import { TriangleAlert } from 'lucide-react';
import { Button } from './button';
import { StateCard } from './state-card';
import { COMPONENT_TEXTS as TEXTS } from '@/components/texts';

/** Data that did not load, with a way to ask again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <StateCard alert icon={<TriangleAlert className="size-6" aria-hidden="true" />} title={title}>
      <p className="mt-2 max-w-md text-stone-700">{TEXTS.loadError.checkConnection}</p>
      <Button className="mt-6" onClick={onRetry}>
        {TEXTS.loadError.tryAgain}
      </Button>
    </StateCard>
  );
}
