import { ActionLink, Code, MailLayout, Paragraph } from './layout';

/** Sent on registration and on request; the link and the code carry the same 24-hour token. */
export function EmailVerificationMail({
  name,
  link,
  token,
}: {
  name: string;
  link: string;
  token: string;
}) {
  return (
    <MailLayout preview="Confirm your email address for Buddies.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>Please confirm that this is your email address by opening this link:</Paragraph>
      <ActionLink href={link}>Confirm my email address</ActionLink>
      <Paragraph>
        Or paste this verification code in your profile settings: <Code>{token}</Code>
      </Paragraph>
      <Paragraph>The link works once and expires in 24 hours.</Paragraph>
    </MailLayout>
  );
}
