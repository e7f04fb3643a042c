import { ActionLink, Code, MailLayout, Paragraph } from './layout';

/**
 * Sent to the account's address when a change of email is asked for (decision 036): its owner
 * confirms that they asked, and learns of it if they did not.
 */
export function EmailChangeCurrentMail({
  name,
  newEmail,
  link,
  token,
}: {
  name: string;
  newEmail: string;
  link: string;
  token: string;
}) {
  return (
    <MailLayout preview="Confirm the change of your Buddies email address.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        You asked to change the email address of your Buddies account to {newEmail}. Please confirm
        that it was you by opening this link:
      </Paragraph>
      <ActionLink href={link}>Yes, change my email address</ActionLink>
      <Paragraph>
        Or paste this token in your profile settings: <Code>{token}</Code>
      </Paragraph>
      <Paragraph>
        The link works once and expires in 24 hours. Your email address changes once you have also
        confirmed the new address with the link we sent there.
      </Paragraph>
      <Paragraph>
        If you did not ask for this, do not open the link: nothing changes without it. Someone knows
        your password, so please change it in your profile settings.
      </Paragraph>
    </MailLayout>
  );
}
