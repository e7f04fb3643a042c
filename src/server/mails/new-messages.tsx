import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

export interface NewMessagesMailProps {
  name: string;
  /** The unread messages, oldest first: who wrote and the start of what they wrote. */
  messages: { from: string; text: string }[];
  /** Unread messages beyond those listed. */
  more: number;
  link: string;
}

/** Unread messages after a while away: one mail for all of them, not one per message. */
export function NewMessagesMail({ name, messages, more, link }: NewMessagesMailProps) {
  const count = messages.length + more;
  return (
    <MailLayout preview={MAIL_TEXTS.newMessages.preview(count)}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.newMessages.count(count)}</Paragraph>
      {messages.map((m, i) => (
        <Paragraph key={i}>
          <strong>{m.from}:</strong> {m.text}
        </Paragraph>
      ))}
      {more > 0 ? <Paragraph>{MAIL_TEXTS.newMessages.more(more)}</Paragraph> : null}
      <ActionLink href={link}>{MAIL_TEXTS.newMessages.action}</ActionLink>
    </MailLayout>
  );
}
