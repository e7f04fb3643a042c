import { ActionLink, Code, MailLayout, Paragraph } from './layout';
import { MAIL_TEXTS } from './texts';

/**
 * Sent to the account's address when a change of email is asked for (decision 036): its owner
 * confirms that they asked, and learns of it if they did not.
 */
export function EmailChangeCurrentMail({
  name,
  newEmail,
  link,
  token,
}: {
  name: string;
  newEmail: string;
  link: string;
  token: string;
}) {
  return (
    <MailLayout preview={MAIL_TEXTS.emailChangeCurrent.preview}>
      <Paragraph>{MAIL_TEXTS.hi(name)}</Paragraph>
      <Paragraph>{MAIL_TEXTS.emailChangeCurrent.asked(newEmail)}</Paragraph>
      <ActionLink href={link}>{MAIL_TEXTS.emailChangeCurrent.action}</ActionLink>
      <Paragraph>
        {MAIL_TEXTS.emailChangeCurrent.pasteToken}
        <Code>{token}</Code>
      </Paragraph>
      <Paragraph>{MAIL_TEXTS.emailChangeCurrent.expiry}</Paragraph>
      <Paragraph>{MAIL_TEXTS.emailChangeCurrent.notYou}</Paragraph>
    </MailLayout>
  );
}
