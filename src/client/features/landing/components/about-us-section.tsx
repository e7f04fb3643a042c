import { Mail } from 'lucide-react';
import { CONTACT_EMAIL } from '@shared/contact';
import { Button } from '@/components/ui/button';
import { LANDING_TEXTS } from '../texts';
import { SectionHeading } from './section-heading';

const TEXTS = LANDING_TEXTS.aboutUs;

interface TeamMember {
  name: string;
  role: string;
  photo: string;
  bio: string;
}

const TEAM: readonly TeamMember[] = [
  { ...TEXTS.team.expert, photo: '/images/team/learning-expert.svg' },
  { ...TEXTS.team.manager, photo: '/images/team/personal-manager.svg' },
];

export function AboutUsSection() {
  return (
    <section id="about-us" aria-labelledby="about-us-title" className="bg-cream">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading id="about-us-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title}>
          {TEXTS.intro}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {TEAM.map((member) => (
            <li
              key={member.name}
              className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:p-8"
            >
              <img
                src={member.photo}
                alt={TEXTS.portrait(member.name)}
                width={112}
                height={112}
                loading="lazy"
                className="size-28 shrink-0 rounded-full bg-brand-50"
              />
              <div>
                <h3 className="text-xl font-semibold text-ink">{member.name}</h3>
                <p className="font-semibold text-brand-700">{member.role}</p>
                <p className="mt-3 text-stone-600">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <p className="text-lg text-stone-700">{TEXTS.questions}</p>
          <Button asChild variant="outline">
            <a href={`mailto:${CONTACT_EMAIL}`}>
              <Mail aria-hidden="true" />
              {TEXTS.contact}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
