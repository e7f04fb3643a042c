import { ActionLink, MailLayout, Paragraph } from './layout';

export interface ProposalMailProps {
  name: string;
  /** What happened, in one sentence: "Lea proposed a session: Coffee Chats." */
  news: string;
  /** The session's terms, one per line: when, how long, where, price. */
  terms: string[];
  /** The other side's own words, when they wrote some. */
  words?: string | null;
  link: string;
}

/** A proposal made or answered: sent to the side that has to act or wants to know. */
export function ProposalMail({ name, news, terms, words, link }: ProposalMailProps) {
  return (
    <MailLayout preview={news}>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>{news}</Paragraph>
      {terms.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      {words ? <Paragraph>“{words}”</Paragraph> : null}
      <ActionLink href={link}>Open your messages</ActionLink>
    </MailLayout>
  );
}
