import { ActionLink, MailLayout, Paragraph } from './layout';

/** Sent on "forgot password"; `link` opens the reset screen with a one-hour, single-use token. */
export function PasswordResetMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview="Choose a new password for your Buddies account.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your Buddies account. If that was you, choose a new
        password here:
      </Paragraph>
      <ActionLink href={link}>Choose a new password</ActionLink>
      <Paragraph>
        The link works once and expires in one hour. If you did not ask for this, you can ignore
        this email: your password stays the same.
      </Paragraph>
    </MailLayout>
  );
}
