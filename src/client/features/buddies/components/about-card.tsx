import { SectionCard } from '@/components/ui/section-card';
import type { PublicBuddy } from '@shared/buddies';
import { BUDDIES_TEXTS } from '../texts';

/** The description and, when the buddy wrote one, the longer about text. */
export function AboutCard({ buddy }: { buddy: PublicBuddy }) {
  const paragraphs = [buddy.description, buddy.about].filter((text) => text?.trim());
  if (paragraphs.length === 0) return null;
  return (
    <SectionCard size="lg" id="about-title" title={BUDDIES_TEXTS.aboutMe}>
      {paragraphs.map((text) => (
        <p key={text} dir="auto" className="mt-3 leading-relaxed text-stone-700">
          {text}
        </p>
      ))}
    </SectionCard>
  );
}
