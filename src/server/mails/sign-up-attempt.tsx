import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/**
 * Sent when someone registers with an address that already has an account (decision 017): the
 * owner who forgot it finds the way in, and an owner whose address is being tried knows.
 */
export function SignUpAttemptMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview={MAIL_TEXTS.signUpAttempt.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.signUpAttempt.tried}</Paragraph>
      <ActionLink href={link}>{MAIL_TEXTS.signUpAttempt.action}</ActionLink>
      <Paragraph>{MAIL_TEXTS.signUpAttempt.notYou}</Paragraph>
    </MailLayout>
  );
}
