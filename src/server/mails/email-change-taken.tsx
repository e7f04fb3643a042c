import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/**
 * Sent to an address that already has an account when another account asks to move to it
 * (decision 036): the answer to the asker is the same as for a free address, so its owner is
 * the one told, and the request can never complete. It names nobody.
 */
export function EmailChangeTakenMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview={MAIL_TEXTS.emailChangeTaken.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.emailChangeTaken.tried}</Paragraph>
      <Paragraph>{MAIL_TEXTS.emailChangeTaken.ifYou}</Paragraph>
      <ActionLink href={link}>{MAIL_TEXTS.emailChangeTaken.action}</ActionLink>
      <Paragraph>{MAIL_TEXTS.emailChangeTaken.notYou}</Paragraph>
    </MailLayout>
  );
}
