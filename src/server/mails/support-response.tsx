import { ActionLink, MailLayout, Paragraph } from './layout';

/**
 * Sent when a moderator answers a support message, or writes to a user: what they wrote, and
 * where to see it.
 */
export function SupportResponseMail({
  name,
  intro,
  text,
  link,
}: {
  name: string;
  intro: string;
  text: string;
  link: string;
}) {
  return (
    <MailLayout preview={intro}>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>
        <span style={{ whiteSpace: 'pre-line' }}>{text}</span>
      </Paragraph>
      <ActionLink href={link}>See it on Buddies</ActionLink>
    </MailLayout>
  );
}
