import { Mail } from 'lucide-react';
import { CONTACT_EMAIL } from '@shared/contact';
import { Button } from '@/components/ui/button';
import { SectionHeading } from './section-heading';

interface TeamMember {
  name: string;
  role: string;
  photo: string;
  bio: string;
}

const TEAM: readonly TeamMember[] = [
  {
    name: 'Dr. Eva de Wit',
    role: 'Learning expert',
    photo: '/images/team/learning-expert.svg',
    bio: 'Eva is an applied linguist who has taught English to adults for more than fifteen years. She interviews every buddy and designed the method behind our sessions.',
  },
  {
    name: 'Sam de Boer',
    role: 'Personal manager',
    photo: '/images/team/personal-manager.svg',
    bio: 'Sam is your point of contact from the first form to your tenth session. Sam finds the right match for you and makes sure every meeting runs smoothly.',
  },
];

export function AboutUsSection() {
  return (
    <section id="about-us" aria-labelledby="about-us-title" className="bg-cream">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading id="about-us-title" eyebrow="About us" title="The people behind Buddies">
          A small team in Amsterdam who believe the best way to learn a language is to use it.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {TEAM.map((member) => (
            <li
              key={member.name}
              className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:p-8"
            >
              <img
                src={member.photo}
                alt={`Portrait of ${member.name}`}
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
          <p className="text-lg text-stone-700">
            Questions about the pilot? We would love to hear from you.
          </p>
          <Button asChild variant="outline">
            <a href={`mailto:${CONTACT_EMAIL}`}>
              <Mail aria-hidden="true" />
              Contact us
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
