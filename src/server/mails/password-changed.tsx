import { ActionLink, MailLayout, Paragraph } from './layout';

/**
 * Sent when the password is changed from a signed-in session (issue 20): the owner learns of a
 * change they did not make, and how to take the account back.
 */
export function PasswordChangedMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview="The password of your Buddies account was changed.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        The password of your Buddies account was just changed, and every other sign-in of your
        account was ended.
      </Paragraph>
      <Paragraph>
        If that was you, there is nothing more to do. If it was not, choose “Forgot password?” on
        the sign-in page at once to set a new password, and write to us.
      </Paragraph>
      <ActionLink href={link}>Go to the sign-in page</ActionLink>
    </MailLayout>
  );
}
