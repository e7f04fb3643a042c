import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/** Sent once a learner has signed up (issue 37): welcome, and the first step to take. */
export function WelcomeMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview={MAIL_TEXTS.welcome.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.welcome.intro}</Paragraph>
      <ActionLink href={link}>{MAIL_TEXTS.welcome.action}</ActionLink>
      <Paragraph>{MAIL_TEXTS.welcome.next}</Paragraph>
    </MailLayout>
  );
}
