import { ExternalLink } from 'lucide-react';
import { SectionHeading } from './section-heading';

interface MethodVideo {
  title: string;
  url: string;
  thumbnail: string;
}

const METHOD_VIDEOS: readonly MethodVideo[] = [
  {
    title: 'Why real conversations work',
    url: 'https://www.youtube.com/watch?v=bDy1RealTlk',
    thumbnail: '/images/videos/video-1.svg',
  },
  {
    title: 'Learning by doing',
    url: 'https://www.youtube.com/watch?v=bDy2LrnDoIn',
    thumbnail: '/images/videos/video-2.svg',
  },
  {
    title: 'Overcoming the fear of speaking',
    url: 'https://www.youtube.com/watch?v=bDy3NoFear0',
    thumbnail: '/images/videos/video-3.svg',
  },
  {
    title: 'Vocabulary in context',
    url: 'https://www.youtube.com/watch?v=bDy4VocabCx',
    thumbnail: '/images/videos/video-4.svg',
  },
  {
    title: 'Making mistakes is part of learning',
    url: 'https://www.youtube.com/watch?v=bDy5Mistake',
    thumbnail: '/images/videos/video-5.svg',
  },
  {
    title: 'How to prepare for a session',
    url: 'https://www.youtube.com/watch?v=bDy6Prepare',
    thumbnail: '/images/videos/video-6.svg',
  },
];

export function MethodSection() {
  return (
    <section id="method" aria-labelledby="method-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading id="method-title" eyebrow="Our method" title="How we help you learn">
          Six short videos from our learning expert on why talking in real situations works and how
          to get the most from every session. The videos open on YouTube.
        </SectionHeading>
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {METHOD_VIDEOS.map((video) => (
            <li key={video.url}>
              <a
                href={video.url}
                target="_blank"
                rel="noopener noreferrer"
                className="group block rounded-2xl"
              >
                <img
                  src={video.thumbnail}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  className="aspect-video h-auto w-full rounded-2xl shadow-sm ring-1 ring-stone-200 transition-shadow group-hover:shadow-md"
                />
                <h3 className="mt-3 flex items-start gap-2 text-lg font-semibold text-ink group-hover:text-brand-700">
                  {video.title}
                  <ExternalLink
                    className="mt-1 size-4 shrink-0 text-stone-600"
                    aria-hidden="true"
                  />
                </h3>
                <span className="sr-only">(opens YouTube in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
