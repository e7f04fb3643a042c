import { ActionLink, MailLayout, Paragraph } from './layout';

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
    <MailLayout preview={`You have ${count} unread message${count === 1 ? '' : 's'} on Buddies.`}>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        You have {count} unread message{count === 1 ? '' : 's'} on Buddies:
      </Paragraph>
      {messages.map((m, i) => (
        <Paragraph key={i}>
          <strong>{m.from}:</strong> {m.text}
        </Paragraph>
      ))}
      {more > 0 ? <Paragraph>…and {more} more.</Paragraph> : null}
      <ActionLink href={link}>Read and reply</ActionLink>
    </MailLayout>
  );
}
