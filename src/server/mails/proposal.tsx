import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

export interface ProposalMailProps {
  name: string;
  /** What happened, in one sentence: "Lea proposed a session: Coffee Chats." */
  news: string;
  /** The session's terms, one per line: when, how long, where, price. */
  terms: string[];
  /** The other side's own words, when they wrote some. */
  words?: string | null;
  /** What the change does to the money, for this reader (decision 039). */
  money?: string[];
  /** What to do about it, when there is something to say. */
  note?: string;
  link: string;
  /** The link's words. */
  action?: string;
}

/**
 * About one session: a proposal made or answered, sent to the side that has to act or wants to
 * know; a reminder the day before, to both; its completion, to both.
 */
export function ProposalMail({
  name,
  news,
  terms,
  words,
  money = [],
  note,
  link,
  action = MAIL_TEXTS.proposal.action,
}: ProposalMailProps) {
  return (
    <MailLayout preview={news}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{news}</Paragraph>
      {terms.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      {words ? <Paragraph>{MAIL_TEXTS.quoted(words)}</Paragraph> : null}
      {money.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      {note ? <Paragraph>{note}</Paragraph> : null}
      <ActionLink href={link}>{action}</ActionLink>
    </MailLayout>
  );
}
