import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

export interface InterviewMailProps {
  name: string;
  /** What happened, in one sentence. */
  news: string;
  /** The interview's particulars, one per line: when, how long, with whom. */
  details: string[];
  /** The learning expert's own words (a reason for cancelling), when they wrote some. */
  words?: string | null;
  /** What happens next. */
  note: string;
  link: string;
  action: string;
}

/**
 * To a candidate buddy about their interview: the invitation, a new time, a cancellation, the
 * reminder the day before, and the verdict.
 */
export function InterviewMail({
  name,
  news,
  details,
  words,
  note,
  link,
  action,
}: InterviewMailProps) {
  return (
    <MailLayout preview={news}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{news}</Paragraph>
      {details.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      {words ? <Paragraph>{MAIL_TEXTS.quoted(words)}</Paragraph> : null}
      <Paragraph>{note}</Paragraph>
      <ActionLink href={link}>{action}</ActionLink>
    </MailLayout>
  );
}
