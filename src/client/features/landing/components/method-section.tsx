import { ExternalLink } from 'lucide-react';
import { METHOD_STEPS } from '@shared/method';
import { useMethodVideos } from '../api/get-method-videos';
import { LANDING_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';

const TEXTS = LANDING_TEXTS.method;

/**
 * SPEC: the method section. The six steps in words, in the prerendered page; each links its
 * video once the team has set one (METHOD_VIDEOS, asked for after the page has loaded). No
 * address is ever made up (decision 047).
 */
export function MethodSection() {
  const videos = useMethodVideos().data?.videos ?? [];
  return (
    <section id="method" aria-labelledby="method-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading id="method-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title}>
          {TEXTS.intro}
        </SectionHeading>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {METHOD_STEPS.map((step, index) => {
            const video = videos[index];
            return (
              <li
                key={step.title}
                className="flex gap-4 rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200"
              >
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 font-display text-lg font-semibold text-brand-800"
                >
                  {index + 1}
                </span>
                <div className="grid content-start gap-2">
                  <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
                  <p className="text-stone-700">{step.text}</p>
                  {video && (
                    <a
                      href={video.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex w-fit items-start gap-2 rounded font-semibold text-brand-700 hover:underline"
                    >
                      <span dir="auto">{video.title}</span>
                      <ExternalLink className="mt-1 size-4 shrink-0" aria-hidden="true" />
                      <span className="sr-only">{TEXTS.video}</span>
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
