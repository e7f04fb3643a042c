import { ActionLink, MailLayout, Paragraph } from './layout';

/**
 * Sent to an address that already has an account when another account asks to move to it
 * (decision 036): the answer to the asker is the same as for a free address, so its owner is
 * the one told, and the request can never complete. It names nobody.
 */
export function EmailChangeTakenMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview="Someone tried to move a Buddies account to your email address.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Someone just asked to change the email address of another Buddies account to this address.
        This address already has a Buddies account, yours, so nothing changes: an address belongs to
        one account only.
      </Paragraph>
      <Paragraph>
        If that was you, you already have an account with this address: sign in with it instead.
        Forgot your password? Choose “Forgot password?” on the sign-in page to set a new one.
      </Paragraph>
      <ActionLink href={link}>Sign in to Buddies</ActionLink>
      <Paragraph>
        If it was not you, you can ignore this email: nothing has changed on your account.
      </Paragraph>
    </MailLayout>
  );
}
