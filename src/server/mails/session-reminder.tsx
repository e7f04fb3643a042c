import { ActionLink, MailLayout, Paragraph } from './layout';

export interface SessionReminderMailProps {
  name: string;
  /** "Coffee Chats with Bo Bakker" */
  title: string;
  /** The other side's name. */
  with: string;
  /** The session's terms, one per line: when, how long, where, price. */
  terms: string[];
  link: string;
}

/** A day before a booked session: to its learner and its buddy, each with the calendar file. */
export function SessionReminderMail({
  name,
  title,
  with: other,
  terms,
  link,
}: SessionReminderMailProps) {
  const news = `Your session ${title} is coming up in about 24 hours.`;
  return (
    <MailLayout preview={news}>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>{news}</Paragraph>
      {terms.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <Paragraph>
        If something came up, write to {other} in your messages. The calendar file attached adds the
        session to your calendar.
      </Paragraph>
      <ActionLink href={link}>Open your messages</ActionLink>
    </MailLayout>
  );
}
