import { ActionLink, MailLayout, Paragraph } from './layout';

/**
 * Sent when someone registers with an address that already has an account (decision 017): the
 * owner who forgot it finds the way in, and an owner whose address is being tried knows.
 */
export function SignUpAttemptMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview="Someone tried to create a Buddies account with your email address.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Someone just tried to create a new Buddies account with this email address, which already
        has one. If that was you, sign in instead; forgot your password? Choose “Forgot password?”
        on the sign-in page to set a new one.
      </Paragraph>
      <ActionLink href={link}>Sign in to Buddies</ActionLink>
      <Paragraph>
        If it was not you, you can ignore this email: nothing has changed on your account.
      </Paragraph>
    </MailLayout>
  );
}
