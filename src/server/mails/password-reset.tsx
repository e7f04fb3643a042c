import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/** Sent on "forgot password"; `link` opens the reset screen with a one-hour, single-use token. */
export function PasswordResetMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview={MAIL_TEXTS.passwordReset.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.passwordReset.asked}</Paragraph>
      <ActionLink href={link}>{MAIL_TEXTS.passwordReset.action}</ActionLink>
      <Paragraph>{MAIL_TEXTS.passwordReset.expiry}</Paragraph>
    </MailLayout>
  );
}
