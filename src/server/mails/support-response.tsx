import { ActionLink, MailLayout, Paragraph } from './layout';

/** Sent when a moderator answers a support message: the answer, and where to see it. */
export function SupportResponseMail({
  name,
  subject,
  response,
  link,
}: {
  name: string;
  subject: string;
  response: string;
  link: string;
}) {
  return (
    <MailLayout preview="A moderator answered your support message.">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>A moderator answered your support message “{subject}”:</Paragraph>
      <Paragraph>
        <span style={{ whiteSpace: 'pre-line' }}>{response}</span>
      </Paragraph>
      <ActionLink href={link}>See it on Buddies</ActionLink>
    </MailLayout>
  );
}
