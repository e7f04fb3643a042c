import { ActionLink, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/**
 * Sent once a buddy has applied (issue 37): their application arrived, and what happens next,
 * in the steps their dashboard shows.
 */
export function ApplicationReceivedMail({ name, link }: { name: string; link: string }) {
  return (
    <MailLayout preview={MAIL_TEXTS.applicationReceived.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.applicationReceived.thanks}</Paragraph>
      <Paragraph>{MAIL_TEXTS.applicationReceived.next}</Paragraph>
      <ActionLink href={link}>{MAIL_TEXTS.applicationReceived.action}</ActionLink>
    </MailLayout>
  );
}
