import { ActionLink, Code, MailLayout, Paragraph } from './layout';

/** Sent to the address a Buddies account is moving to (decision 036): is it yours? */
export function EmailChangeNewMail({
  name,
  link,
  token,
}: {
  name: string;
  link: string;
  token: string;
}) {
  return (
    <MailLayout preview="Confirm your new email address for Buddies.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        You asked to make this the email address of your Buddies account. Please confirm that it is
        yours by opening this link:
      </Paragraph>
      <ActionLink href={link}>Confirm my new email address</ActionLink>
      <Paragraph>
        Or paste this token in your profile settings: <Code>{token}</Code>
      </Paragraph>
      <Paragraph>
        The link works once and expires in 24 hours. Your email address changes once you have also
        confirmed the change with the link we sent to your current address.
      </Paragraph>
      <Paragraph>If you did not ask for this, you can ignore this email.</Paragraph>
    </MailLayout>
  );
}
