import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/**
 * Sent when the password is changed from a signed-in session (issue 20): the owner learns of a
 * change they did not make, and how to take the account back.
 */
export function PasswordChangedMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview={MAIL_TEXTS.passwordChanged.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.passwordChanged.changed}</Paragraph>
      <Paragraph>{MAIL_TEXTS.passwordChanged.notYou}</Paragraph>
      <ActionLink href={link}>{MAIL_TEXTS.passwordChanged.action}</ActionLink>
    </MailLayout>
  );
}
