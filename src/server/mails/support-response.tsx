import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

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
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>
        <span style={{ whiteSpace: 'pre-line' }}>{text}</span>
      </Paragraph>
      <ActionLink href={link}>{MAIL_TEXTS.supportResponse.action}</ActionLink>
    </MailLayout>
  );
}
