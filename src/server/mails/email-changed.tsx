import { CONTACT_EMAIL } from '../../shared/contact';
import { MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/**
 * Sent to the address an account had, once both links confirmed a change (decision 036): the
 * owner learns where their account went, and whom to write if it was not them.
 */
export function EmailChangedMail({ name, newEmail }: { name: string; newEmail: string }) {
  return (
    <MailLayout preview={MAIL_TEXTS.emailChanged.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.emailChanged.changed(newEmail)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.emailChanged.notYou(CONTACT_EMAIL)}</Paragraph>
    </MailLayout>
  );
}
